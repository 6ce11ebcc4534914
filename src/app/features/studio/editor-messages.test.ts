import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { AuthMessages } from '@shared/schemas/auth';
import { CaptionMessages } from '@shared/schemas/captions';
import { EditorMessages } from '@shared/schemas/content-editor';
import { isKnownEditorMessage, translateEditorMessage } from './editor-messages';

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('editor messages', () => {
  it('knows every sentence the shared editor schemas can produce', () => {
    const texts = [...Object.values(EditorMessages), ...Object.values(CaptionMessages)]
      // The shared auth messages are translated by the forms' own catalogue.
      .filter((text) => text !== AuthMessages.required && text !== AuthMessages.roleInvalid)
      .map((text) => text.replace('{min}', '5').replace('{max}', '1440'));
    expect(texts.filter((text) => !isKnownEditorMessage(text))).toEqual([]);
  });

  it('fills the numbers of a range message and passes unknown text through', () => {
    expect(translateEditorMessage('Enter a number from 1 to 60.', i18n)).toBe('Enter a number from 1 to 60.');
    expect(translateEditorMessage('Something the server said.', i18n)).toBe('Something the server said.');
  });
});

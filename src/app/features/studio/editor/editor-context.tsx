import { createContext, useContext } from 'react';
import type { StudioContent } from '@shared/schemas/content-editor';

/** The item the editor is open on; the layout provides it once loaded, so steps never see it missing. */
export const EditorContentContext = createContext<StudioContent | null>(null);

export function useEditorContent(): StudioContent {
  const content = useContext(EditorContentContext);
  if (!content) throw new Error('useEditorContent outside the editor layout');
  return content;
}

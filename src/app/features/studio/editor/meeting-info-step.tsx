import { Trans, useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import PlusIcon from 'lucide-react/icons/plus';
import { css } from 'styled-system/css';
import { meetingInfoSchemaFor, meetingLimitsFor } from '@shared/schemas/content-editor';
import { Button } from '@app/ui/button';
import { DateTimeField } from '@app/ui/date-time-field';
import { FormError } from '@app/ui/form-error';
import { TextField } from '@app/ui/text-field';
import { WholeNumberField } from '@app/ui/whole-number-field';
import { bindField, visibleErrors } from '@app/platform/forms/bind-field';
import { fromLocalInput, localTimeZone, toLocalInput } from '../local-time';
import { useEditorContent } from './editor-context';
import { StepForm, useStepForm } from './step-form';

interface MeetingValues {
  starts_at: string;
  ends_at: string;
  place: string;
  link: string;
  capacity: string;
}

/** A new meeting starts a week from now at the next full hour and lasts an hour. */
function blankMeeting(after?: MeetingValues): MeetingValues {
  const start = after?.starts_at ? dayjs(after.starts_at).add(1, 'week') : dayjs().add(1, 'week').startOf('hour');
  const end = after?.ends_at ? dayjs(after.ends_at).add(1, 'week') : start.add(1, 'hour');
  return {
    starts_at: toLocalInput(start.toISOString()),
    ends_at: toLocalInput(end.toISOString()),
    place: after?.place ?? '',
    link: after?.link ?? '',
    capacity: after?.capacity ?? '',
  };
}

const toInput = (value: { meetings: MeetingValues[] }) => ({
  meetings: value.meetings.map((meeting) => ({
    starts_at: fromLocalInput(meeting.starts_at),
    ends_at: fromLocalInput(meeting.ends_at),
    place: meeting.place.trim(),
    link: meeting.link.trim(),
    capacity: meeting.capacity.trim() === '' ? null : meeting.capacity.trim(),
  })),
});

/**
 * When and where the class meets: one meeting for a public or private class, one or more for a
 * class series. Times are picked in the viewer's own zone (shown) and sent as instants.
 */
export function MeetingInfoStep() {
  const { t, i18n } = useLingui();
  const content = useEditorContent();
  const limits = meetingLimitsFor(content.type) ?? { min: 1, max: 1 };
  const many = limits.max > 1;
  const zone = localTimeZone();
  const initial: MeetingValues[] =
    content.meetings.length > 0
      ? content.meetings.map((meeting) => ({
          starts_at: toLocalInput(meeting.starts_at),
          ends_at: toLocalInput(meeting.ends_at),
          place: meeting.place ?? '',
          link: meeting.link ?? '',
          capacity: meeting.capacity === null ? '' : String(meeting.capacity),
        }))
      : [blankMeeting()];
  const form = useStepForm({
    step: 'meeting-info',
    defaultValues: { meetings: initial },
    schema: meetingInfoSchemaFor(content.type),
    toRequest: toInput,
    toChecked: toInput,
  });
  return (
    <StepForm
      form={form}
      step="meeting-info"
      intro={
        many ? (
          <Trans>Add every meeting of the series. Times are in your time zone, {zone}.</Trans>
        ) : (
          <Trans>When and where the class takes place. Times are in your time zone, {zone}.</Trans>
        )
      }
    >
      <form.Field name="meetings" mode="array">
        {(list) => (
          <div className={css({ display: 'grid', gap: '4' })}>
            <FormError>{visibleErrors(list, i18n).join(' ') || null}</FormError>
            <ol className={css({ display: 'grid', gap: '4', listStyle: 'none' })}>
              {list.state.value.map((_, index) => {
                const number = index + 1;
                return (
                  <li
                    key={index}
                    className={css({
                      display: 'grid',
                      gap: '3',
                      p: '4',
                      borderWidth: '1px',
                      borderColor: 'border.default',
                      borderRadius: 'card',
                    })}
                  >
                    <fieldset className={css({ display: 'grid', gap: '3', minWidth: '0' })}>
                      <legend className={css({ textStyle: 'label', mb: '2' })}>
                        {many ? t`Meeting ${number}` : t`Meeting`}
                      </legend>
                      <div
                        className={css({
                          display: 'grid',
                          gap: '3',
                          // minmax(0, …): a date-time input is wider than a phone's column unless allowed to shrink.
                          gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                        })}
                      >
                        <form.Field name={`meetings[${index}].starts_at`}>
                          {(field) => <DateTimeField {...bindField(field, i18n)} label={t`Starts`} required />}
                        </form.Field>
                        <form.Field name={`meetings[${index}].ends_at`}>
                          {(field) => <DateTimeField {...bindField(field, i18n)} label={t`Ends`} required />}
                        </form.Field>
                      </div>
                      <form.Field name={`meetings[${index}].place`}>
                        {(field) => (
                          <TextField
                            {...bindField(field, i18n)}
                            label={t`Place`}
                            hint={t`An address, or leave empty for an online class.`}
                            maxLength={300}
                          />
                        )}
                      </form.Field>
                      <form.Field name={`meetings[${index}].link`}>
                        {(field) => (
                          <TextField
                            {...bindField(field, i18n)}
                            type="url"
                            label={t`Online link`}
                            hint={t`Only fans who booked see it.`}
                            maxLength={500}
                          />
                        )}
                      </form.Field>
                      <form.Field name={`meetings[${index}].capacity`}>
                        {(field) => (
                          <WholeNumberField
                            {...bindField(field, i18n)}
                            label={t`Places`}
                            hint={t`Leave empty for no limit.`}
                          />
                        )}
                      </form.Field>
                    </fieldset>
                    {many && list.state.value.length > limits.min ? (
                      <div>
                        <Button type="button" variant="ghost" size="sm" onClick={() => list.removeValue(index)}>
                          {t`Remove meeting ${number}`}
                        </Button>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            {many && list.state.value.length < limits.max ? (
              <div>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => list.pushValue(blankMeeting(list.state.value.at(-1)))}
                >
                  <PlusIcon size={20} />
                  <Trans>Add a meeting</Trans>
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </form.Field>
    </StepForm>
  );
}

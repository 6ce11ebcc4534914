import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { css } from 'styled-system/css';
import { OTHER_REPORT_TYPE_ID } from '@shared/codes';
import { Button } from '@app/ui/button';
import { Skeleton } from '@app/ui/skeleton';
import { reportTypesQueryOptions } from './api';

interface ReportTypeListProps {
  /** The type being sent, to show its spinner and hold the other choices. */
  pendingTypeId?: number;
  onChoose: (typeId: number) => void;
  onChooseOther: () => void;
}

const choice = css({ justifyContent: 'space-between', textAlign: 'start', width: 'full' });

/** The report types in the viewer's language; each is one tap. */
export function ReportTypeList({ pendingTypeId, onChoose, onChooseOther }: ReportTypeListProps) {
  const { i18n } = useLingui();
  const types = useQuery(reportTypesQueryOptions(i18n.locale));

  if (types.isPending) {
    return (
      <div aria-busy="true" className={css({ display: 'grid', gap: '2' })}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height="2.75rem" />
        ))}
      </div>
    );
  }
  if (types.isError) {
    return (
      <div role="alert" className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
        <p>
          <Trans>The report reasons could not be loaded.</Trans>
        </p>
        <Button type="button" variant="outline" onClick={() => void types.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const busy = pendingTypeId !== undefined;
  return (
    <ul className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
      {types.data.map((type) => (
        <li key={type.id}>
          <Button
            type="button"
            variant="outline"
            className={choice}
            loading={pendingTypeId === type.id}
            disabled={busy}
            onClick={() => (type.id === OTHER_REPORT_TYPE_ID ? onChooseOther() : onChoose(type.id))}
          >
            <span>{type.name}</span>
            <ChevronRightIcon size={16} />
          </Button>
        </li>
      ))}
    </ul>
  );
}

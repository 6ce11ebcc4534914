import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { css } from 'styled-system/css';
import type { Currency } from '@shared/money';
import type { Interval } from '@shared/schemas/commerce';
import { Button, buttonStyles } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { PageContainer } from '@app/ui/page-container';
import { SegmentedControl } from '@app/ui/segmented-control';
import { SelectField } from '@app/ui/select-field';
import { Skeleton } from '@app/ui/skeleton';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { incomeSeriesQueryOptions, walletQueryOptions } from './api';
import { BalanceCurrency } from './balance-currency';
import { Balances } from './balances';
import { History } from './history';
import { IncomeChart } from './income-chart';
import { WithdrawDialog } from './withdraw-dialog';

const sectionTitle = css({ textStyle: 'heading.md' });

/** How far back each grouping looks: 30 days, 12 weeks or 12 months. */
const ranges: Record<Interval, number> = { day: 30, week: 84, month: 365 };
function rangeStart(interval: Interval): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - ranges[interval] + 1);
  return d.toISOString();
}

/** `/creator/finance`: balances per currency, income over time, the history, and withdraw. */
export function FinancePage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Finance`);
  const wallet = useQuery(walletQueryOptions());
  const [withdrawing, setWithdrawing] = useState(false);
  const paypalHref = `/${i18n.locale}/creator/finance/paypal`;

  if (wallet.isError) {
    return (
      <PageContainer>
        <EmptyState
          icon={<CircleAlertIcon size={20} />}
          title={t`Your finances could not be loaded`}
          description={t`Check your connection and reload the page.`}
        />
      </PageContainer>
    );
  }
  const data = wallet.data;
  const canWithdraw = data ? data.paypal.linked && data.balances.some((b) => b.ready > 0) : false;
  return (
    <PageContainer>
      <div className={css({ display: 'grid', gap: '6', py: '6' })}>
        <div
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: '3',
            flexWrap: 'wrap',
          })}
        >
          <h1 className={css({ textStyle: 'heading.lg' })}>
            <Trans>Finance</Trans>
          </h1>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <UiLink href={paypalHref} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              <Trans>PayPal account</Trans>
            </UiLink>
            <Button type="button" size="sm" disabled={!canWithdraw} onClick={() => setWithdrawing(true)}>
              <Trans>Withdraw</Trans>
            </Button>
          </div>
        </div>
        {data && !data.paypal.linked ? (
          <p role="note" className={css({ p: '3', borderRadius: 'card', bg: 'warning.subtle' })}>
            <Trans>
              Link your PayPal account to withdraw your income.{' '}
              <UiLink href={paypalHref} className={css({ color: 'accent.fg', textDecoration: 'underline' })}>
                Link PayPal
              </UiLink>
            </Trans>
          </p>
        ) : null}
        <section aria-labelledby="finance-balances" className={css({ display: 'grid', gap: '3' })}>
          <h2 id="finance-balances" className={sectionTitle}>
            <Trans>Balances</Trans>
          </h2>
          {data ? (
            <>
              <div className={css({ maxWidth: '20rem' })}>
                <BalanceCurrency current={data.balance_currency} />
              </div>
              <Balances wallet={data} />
            </>
          ) : (
            <Skeleton height="8rem" />
          )}
        </section>
        {data ? (
          <IncomeSection
            key={data.balance_currency}
            defaultCurrency={data.balance_currency}
            currencies={data.balances.map((b) => b.currency)}
          />
        ) : null}
        <section aria-labelledby="finance-history" className={css({ display: 'grid', gap: '3' })}>
          <h2 id="finance-history" className={sectionTitle}>
            <Trans>Transaction history</Trans>
          </h2>
          <History />
        </section>
      </div>
      {data && withdrawing ? <WithdrawDialog wallet={data} open onClose={() => setWithdrawing(false)} /> : null}
    </PageContainer>
  );
}

function IncomeSection({ defaultCurrency, currencies }: { defaultCurrency: Currency; currencies: Currency[] }) {
  const { t } = useLingui();
  const [interval, setInterval] = useState<Interval>('day');
  const [currency, setCurrency] = useState<Currency>(defaultCurrency);
  const series = useQuery(incomeSeriesQueryOptions(currency, interval, rangeStart(interval)));
  const choices = Array.from(new Set([defaultCurrency, ...currencies]));
  return (
    <section aria-labelledby="finance-income" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="finance-income" className={sectionTitle}>
        <Trans>Income over time</Trans>
      </h2>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}>
        <SegmentedControl
          label={t`Group by`}
          value={interval}
          onValueChange={(value) => setInterval(value as Interval)}
          items={[
            { value: 'day', label: t`Days` },
            { value: 'week', label: t`Weeks` },
            { value: 'month', label: t`Months` },
          ]}
        />
        {choices.length > 1 ? (
          <SelectField
            label={t`Currency`}
            value={currency}
            onValueChange={(value) => setCurrency(value as Currency)}
            options={choices.map((c) => ({ value: c, label: c === 'JPY' ? 'YEN' : c }))}
          />
        ) : null}
      </div>
      <Card>
        {series.data ? (
          <IncomeChart series={series.data} />
        ) : series.isError ? (
          <p role="alert">{t`The income chart could not be loaded.`}</p>
        ) : (
          <Skeleton height="12rem" />
        )}
      </Card>
    </section>
  );
}

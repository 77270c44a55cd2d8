import { useTranslation } from 'react-i18next';
import type { OverviewPeriod } from '../api/get-agent-team-overview';

const PERIODS: readonly OverviewPeriod[] = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth', 'range'];

type Props = { value: OverviewPeriod; onChange: (period: OverviewPeriod) => void };

/** The overview's periods as a row of toggle buttons (the member's profit page uses the same look). */
export function OverviewPeriodPicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="records__periods" role="group" aria-label={t('agent.periodLabel')}>
      {PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          className="records__period"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
        >
          {t(`agent.periods.${period}`)}
        </button>
      ))}
    </div>
  );
}

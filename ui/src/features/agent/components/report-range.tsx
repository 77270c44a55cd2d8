import { useTranslation } from 'react-i18next';

/** The days a report covers as the server settled them (empty filters mean today in its time zone). */
export function ReportRangeLine({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  return <p className="records__hint agent-range">{t('agent.showing', { from, to })}</p>;
}

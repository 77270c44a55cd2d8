import { useTranslation } from 'react-i18next';
import { NoDataView } from '../../../components/no-data-view';
import { useHelpCenter, type HelpSection } from '../api/get-help-center';
import { SafeHtml } from './safe-html';

type Props = {
  /** Prefix of the section ids: '' on the page (id="term" for /help#term), 'popup-' in the help popup. */
  idPrefix?: string;
  /** Heading level of each section's title. */
  headingLevel?: 'h2' | 'h3';
};

/** The help center's sections from GET /wps/system/helpCenter, with loading, empty and error states. */
export function HelpSections({ idPrefix = '', headingLevel: Heading = 'h2' }: Props) {
  const { t, i18n } = useTranslation();
  const help = useHelpCenter(i18n.language);
  if (help.isPending) {
    return (
      <p className="support-state" role="status">
        {t('support.loading')}
      </p>
    );
  }
  if (help.isError) {
    return (
      <NoDataView role="alert" icon="refresh" title={t('support.helpFailedTitle')} line={t('support.loadFailedLine')}>
        <button type="button" className="button button--primary" onClick={() => void help.refetch()}>
          {t('common.retry')}
        </button>
      </NoDataView>
    );
  }
  if (help.data.length === 0) {
    return <NoDataView icon="help" title={t('support.helpEmptyTitle')} line={t('support.helpEmptyLine')} />;
  }
  return (
    <>
      <nav className="toc" aria-label={t('help.sections')}>
        {help.data.map((s: HelpSection) => (
          <a key={s.anchor} href={`#${idPrefix}${s.anchor}`}>
            {s.title}
          </a>
        ))}
      </nav>
      {help.data.map((s: HelpSection) => (
        <section
          key={s.anchor}
          id={`${idPrefix}${s.anchor}`}
          className="help-section"
          aria-labelledby={`${idPrefix}help-${s.anchor}`}
          lang={s.lang === i18n.language ? undefined : htmlLangOf(s.lang)}
        >
          <Heading id={`${idPrefix}help-${s.anchor}`}>{s.title}</Heading>
          <SafeHtml html={s.content} />
        </section>
      ))}
    </>
  );
}

// A section served in the fallback language says so to screen readers.
function htmlLangOf(code: string): string {
  return code === 'TY' ? 'fil' : code.toLowerCase();
}

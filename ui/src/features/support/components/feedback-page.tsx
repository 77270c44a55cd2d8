import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';
import { errorCodeOf } from '../../../lib/api/api-error';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import { queryKeys } from '../../../lib/api/query-keys';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import type { FeedbackVerdict } from '../../../lib/wasm/core-api';
import { useCore } from '../../../lib/wasm/use-core';
import { FEEDBACK_CATEGORIES, putFeedback, useFeedbackList, type FeedbackCategory } from '../api/feedback-api';

// Error keys of this form that the shared error list does not carry.
const OWN_ERRORS = new Set(['feedback_content_words', 'feedback_content_too_long']);

/**
 * Feedback (spec section 2 "Other screens", section 5 "feedback content
 * between {0} and {1} words", section 7 PUT /wps/feedback). The word verdict
 * under the box is the shared rule run in the browser through the core wasm
 * module: the same code the server refuses by. Below: the member's feedback
 * with the operator's answers.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <PageHeading title={t('support.feedbackTitle')} icon="message" />
      <p className="page__lead">{t('support.feedbackLead')}</p>
      <FeedbackForm />
      <FeedbackHistory />
    </div>
  );
}

function FeedbackForm() {
  const { t } = useTranslation();
  const { core, failed } = useCore();
  const queryClient = useQueryClient();
  const customerId = useSessionStore(selectCustomerId);
  const [category, setCategory] = useState<FeedbackCategory>('suggestion');
  const [content, setContent] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentId, setSentId] = useState<number | null>(null);
  const ids = { category: useId(), content: useId(), verdict: useId() };

  const limits = core?.feedbackLimits() ?? null;
  const verdict: FeedbackVerdict | null = core ? core.feedbackVerdict(content) : null;
  const words = core ? (core.wordCount(content) ?? 0) : null;
  let verdictText = '';
  if (limits && verdict === 'empty') verdictText = t('validation.messages.input_cannot_be_empty');
  if (limits && (verdict === 'tooFewWords' || verdict === 'tooManyWords')) {
    verdictText = t('support.errors.feedback_content_words', { min: limits.minWords, max: limits.maxWords });
  }
  if (limits && verdict === 'tooLong') {
    verdictText = t('support.errors.feedback_content_too_long', { max: limits.maxCharacters });
  }
  if (limits && verdict === 'invalidText') verdictText = t('support.invalidText');
  const showVerdict = verdict !== null && verdict !== 'ok' && (submitted || content.length > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSentId(null);
    if (verdict !== 'ok' || sending) return;
    setSending(true);
    setError(null);
    const result = await putFeedback(category, content);
    setSending(false);
    if (!result.ok) {
      setError(result.error.code);
      return;
    }
    setSentId(result.value.id);
    setContent('');
    setSubmitted(false);
    void queryClient.invalidateQueries({ queryKey: queryKeys.feedback(customerId) });
  };

  return (
    <form className="panel support-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={sending}>
      <div className="field">
        <label className="field__label" htmlFor={ids.category}>
          {t('support.feedbackCategory')}
        </label>
        <select
          id={ids.category}
          className="field__input"
          value={category}
          onChange={(e) => setCategory(e.target.value as FeedbackCategory)}
        >
          {FEEDBACK_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`support.category.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={showVerdict ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={ids.content}>
          {t('support.feedbackContent')}
        </label>
        <textarea
          id={ids.content}
          className="field__input support-form__text"
          rows={7}
          value={content}
          aria-invalid={showVerdict}
          aria-describedby={ids.verdict}
          onChange={(e) => {
            setContent(e.target.value);
            setError(null);
          }}
        />
        <p id={ids.verdict} className="support-form__count" aria-live="polite">
          {words !== null && limits
            ? t('support.wordCount', { count: words, min: limits.minWords, max: limits.maxWords })
            : failed
              ? t('support.rulesUnavailable')
              : t('support.loading')}
          {showVerdict && verdictText ? (
            <span className="field-message" data-verdict={verdict}>
              {' '}
              {verdictText}
            </span>
          ) : null}
        </p>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {OWN_ERRORS.has(error) || error === 'too_many_requests'
            ? t(`support.errors.${error as 'feedback_content_words'}`, {
                min: limits?.minWords ?? 0,
                max: limits?.maxWords ?? 0,
              })
            : t(errorMessageKey(error))}
        </p>
      )}
      {sentId !== null && (
        <p className="form-success" role="status">
          {t('support.feedbackSent')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending || core === null}>
        {sending ? t('support.sending') : t('support.feedbackSubmit')}
      </button>
    </form>
  );
}

function FeedbackHistory() {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const list = useFeedbackList(customerId);
  const headingId = useId();
  const date = new Intl.DateTimeFormat(i18n.language === 'TY' ? 'fil' : i18n.language.toLowerCase(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  let body;
  if (list.isPending) {
    body = (
      <p className="support-state" role="status">
        {t('support.loading')}
      </p>
    );
  } else if (list.isError) {
    body = (
      <NoDataView
        role="alert"
        icon="refresh"
        title={t('support.historyFailed')}
        line={t(errorMessageKey(errorCodeOf(list.error)))}
      >
        <button type="button" className="button button--primary" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      </NoDataView>
    );
  } else if (list.data.length === 0) {
    body = <NoDataView icon="message" title={t('support.historyEmptyTitle')} line={t('support.historyEmptyLine')} />;
  } else {
    body = (
      <ol className="feedback-list">
        {list.data.map((entry) => (
          <li key={entry.id} className="feedback-item">
            <p className="feedback-item__meta">
              <span className="feedback-item__category">{t(`support.category.${entry.category}`)}</span>
              <time dateTime={new Date(entry.createdAt).toISOString()}>{date.format(entry.createdAt)}</time>
            </p>
            {/* Plain text as the member wrote it: React escapes it, markup shows as typed. */}
            <p className="feedback-item__content">{entry.content}</p>
            {entry.answer ? (
              <div className="feedback-item__answer">
                <p className="feedback-item__answer-title">{t('support.answer')}</p>
                <p>{entry.answer}</p>
              </div>
            ) : (
              <p className="feedback-item__waiting">{t('support.notAnswered')}</p>
            )}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section className="support-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('support.historyTitle')}</h2>
      {body}
    </section>
  );
}

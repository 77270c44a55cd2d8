import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-error';
import { Icon } from '../../../components/icon';
import { NoDataView } from '../../../components/no-data-view';
import { errorCodeOf } from '../../../lib/api/api-error';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useDeleteMessage, useMarkAllRead, useMessages, useOpenMessage, type Message } from '../api/messages-api';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';

/**
 * Member center messageV2 (spec section 2; issue 15 item 5): the member's
 * platform messages, newest first, ten a page. Opening one shows it beside the
 * list (below it on a phone) and marks it read, so its dot and the badges drop
 * at once; "mark all as read" and delete (asked first) work on the same lists.
 */
export function MessagesPage() {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const language = i18n.language;
  const [pageNo, setPageNo] = useState(1);
  const [asking, setAsking] = useState<Message | null>(null);
  const messages = useMessages(customerId, pageNo, language);
  const open = useOpenMessage(customerId, language);
  const markAll = useMarkAllRead(customerId);
  const remove = useDeleteMessage(customerId);
  const detailRef = useRef<HTMLElement>(null);
  const opened = open.data && !open.isPending ? open.data : null;

  // A deleted message leaves the detail panel.
  const { reset } = open;
  useEffect(() => {
    if (remove.isSuccess && remove.variables?.id === open.data?.id) reset();
  }, [remove.isSuccess, remove.variables, open.data, reset]);

  const page = messages.data;
  const loading = messages.isPending || (messages.isFetching && messages.isError);

  const choose = (message: Message) => {
    open.mutate(message, {
      // On a phone the detail is under the list: take the reader there.
      onSuccess: () => detailRef.current?.focus({ preventScroll: false }),
    });
  };

  if (loading) {
    return (
      <p className="messages__loading" role="status">
        {t('messages.loading')}
      </p>
    );
  }
  if (messages.isError || !page) {
    return (
      <div className="messages__failed">
        <FormError code={errorCodeOf(messages.error)} />
        <button type="button" className="button button--ghost" onClick={() => void messages.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (page.total === 0) {
    return <NoDataView title={t('messages.emptyTitle')} line={t('messages.emptyLine')} icon="message" heading="h2" />;
  }

  return (
    <div className="messages">
      <div className="messages__toolbar">
        <p className="messages__summary" aria-live="polite">
          {t('messages.summary', { total: page.total, unread: page.unread })}
        </p>
        <button
          type="button"
          className="button button--ghost"
          disabled={page.unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <Icon name="check" size={16} />
          {t('messages.markAllRead')}
        </button>
      </div>
      {markAll.isError && <FormError code={errorCodeOf(markAll.error)} />}
      <div className="messages__layout">
        <MessageList
          page={page}
          openedId={open.variables?.id ?? null}
          busy={messages.isFetching}
          onOpen={choose}
          onPage={(next) => {
            setPageNo(next);
            open.reset();
          }}
        />
        <section className="messages__detail" ref={detailRef} tabIndex={-1} aria-label={t('messages.detailLabel')}>
          {open.isPending ? (
            <p role="status">{t('messages.opening')}</p>
          ) : open.isError ? (
            <FormError code={errorCodeOf(open.error)} />
          ) : opened ? (
            <MessageDetail message={opened} deleting={remove.isPending} onDelete={() => setAsking(opened)} />
          ) : (
            <p className="messages__hint">{t('messages.chooseOne')}</p>
          )}
          {remove.isError && <FormError code={errorCodeOf(remove.error)} />}
        </section>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t('messages.deleteTitle')}
        message={t('messages.deleteConfirm', { title: asking?.title ?? '' })}
        confirmLabel={t('messages.delete')}
        busy={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) remove.mutate(asking, { onSettled: () => setAsking(null) });
        }}
      />
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';
import type { FormsReady } from './forms-ready';
import type { FormsApi } from '../wasm/forms-api';
import { loadForms } from '../wasm/forms-loader';
import { errorCodeOf } from '../api/api-error';
import { useRegisterSettings } from './get-register-settings';

/** Reported when the validators module itself cannot be fetched or started. */
const MODULE_LOAD_FAILED = 'network_error';

/**
 * The validators module and the operator's rules, fetched when a validating
 * popup (or the agent center's account form) first opens (never on first paint) and kept for every later popup.
 */
export function useFormsReady(open: boolean, loadFormsApi: () => Promise<FormsApi> = loadForms): FormsReady {
  const settingsQuery = useRegisterSettings(open);
  const settings = settingsQuery.data ?? null;
  // A retry shows "loading" again rather than the previous failure.
  const settingsError = settingsQuery.isError && !settingsQuery.isFetching ? errorCodeOf(settingsQuery.error) : null;
  const refetchSettings = settingsQuery.refetch;
  const [forms, setForms] = useState<FormsApi | null>(null);
  const [moduleFailed, setModuleFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    loadFormsApi().then(
      (api) => current && setForms(api),
      () => current && setModuleFailed(true),
    );
    return () => {
      current = false;
    };
  }, [open, attempt, loadFormsApi]);

  const retry = useCallback(() => {
    setModuleFailed(false);
    setAttempt((n) => n + 1);
    // Only a failed answer is asked again; a success is kept for the page's life.
    if (settingsQuery.isError) void refetchSettings();
  }, [settingsQuery.isError, refetchSettings]);

  if (moduleFailed) return { state: 'failed', errorCode: MODULE_LOAD_FAILED, retry };
  if (!settings && settingsError) return { state: 'failed', errorCode: settingsError, retry };
  if (!forms || !settings) return { state: 'loading' };
  return { state: 'ready', forms, settings };
}

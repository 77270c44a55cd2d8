import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useMoney } from '../lib/use-money';
import { DepositForm } from './deposit-form';
import { DepositLimits } from './deposit-limits';
import { DepositList } from './deposit-list';

/** Member center page depositv2 (issue 13 item 4): request a deposit, follow it, set own limits. */
export function DepositPage({ loadCoreApi = loadCore }: { loadCoreApi?: () => Promise<CoreApi> }) {
  const money = useMoney(loadCoreApi);
  return (
    <div className="payments">
      <DepositForm money={money} />
      <DepositList money={money} />
      <DepositLimits money={money} />
    </div>
  );
}

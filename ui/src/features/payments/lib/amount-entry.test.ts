import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateCore } from '../../../test/instantiate-core';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { checkDepositAmount, checkReceivedAmount, checkWithdrawalAmount, readAmount } from './amount-entry';

// Through the real wasm money rule: the same keys the server answers with.
describe('amounts typed on the payment pages', () => {
  let core: CoreApi;
  beforeAll(async () => {
    core = await instantiateCore();
  });

  it("reads the canonical text the server would read, or the money rule's key", () => {
    expect(readAmount(core, ' 100.5 ')).toEqual({ ok: true, minor: 10050n, text: '100.50' });
    expect(readAmount(core, '1.234')).toEqual({ ok: false, error: 'amount_too_many_decimals' });
    expect(readAmount(core, '0')).toEqual({ ok: false, error: 'amount_must_be_positive' });
    expect(readAmount(core, '-5')).toMatchObject({ ok: false });
    expect(readAmount(core, 'abc')).toEqual({ ok: false, error: 'amount_format_incorrect' });
    expect(readAmount(core, '99999999999999999999')).toEqual({ ok: false, error: 'amount_too_large' });
  });

  it("holds a deposit to its channel's min and max, both ends included", () => {
    const channel = { minMinor: 10000, maxMinor: 5000000 };
    expect(checkDepositAmount(core, '100', channel)).toMatchObject({ ok: true, minor: 10000n });
    expect(checkDepositAmount(core, '50000.00', channel)).toMatchObject({ ok: true, minor: 5000000n });
    expect(checkDepositAmount(core, '99.99', channel)).toEqual({ ok: false, error: 'deposit_outside_channel_range' });
    expect(checkDepositAmount(core, '50000.01', channel)).toEqual({
      ok: false,
      error: 'deposit_outside_channel_range',
    });
    expect(checkDepositAmount(core, '1.001', channel)).toEqual({ ok: false, error: 'amount_too_many_decimals' });
  });

  it("refuses a withdrawal above the balance, then one while turnover remains, in the server's order", () => {
    expect(checkWithdrawalAmount(core, '10', { balanceMinor: 1000, turnoverRemainingMinor: 0 })).toMatchObject({
      ok: true,
      text: '10.00',
    });
    expect(checkWithdrawalAmount(core, '10.01', { balanceMinor: 1000, turnoverRemainingMinor: 0 })).toEqual({
      ok: false,
      error: 'quota_not_sufficient',
    });
    expect(checkWithdrawalAmount(core, '5', { balanceMinor: 1000, turnoverRemainingMinor: 1 })).toEqual({
      ok: false,
      error: 'turnover_not_met',
    });
    expect(checkWithdrawalAmount(core, '', { balanceMinor: 1000, turnoverRemainingMinor: 1 })).toEqual({
      ok: false,
      error: 'amount_format_incorrect',
    });
  });

  it('takes a partly received amount above zero and below the withdrawal', () => {
    expect(checkReceivedAmount(core, '40', 10000)).toMatchObject({ ok: true, minor: 4000n });
    expect(checkReceivedAmount(core, '100', 10000)).toEqual({ ok: false, error: 'received_amount_invalid' });
    expect(checkReceivedAmount(core, '0', 10000)).toEqual({ ok: false, error: 'amount_must_be_positive' });
  });
});

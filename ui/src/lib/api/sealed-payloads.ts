// The plaintext each sealed operation carries. The contract can only say that
// these requests post {"sealed": "..."} (SealedBody); what is inside the
// envelope is named here, by operation, with the payload schemas of the same
// contract. The checks at the bottom fail the build when this map and the
// contract's sealed operations disagree.
import type { components, paths } from './schema';

type Schemas = components['schemas'];

export type SealedPayloads = {
  POST: {
    '/wps/session/login': Schemas['LoginPayload'] | Schemas['SmsLoginPayload'];
    '/wps/member/password': Schemas['ChangePasswordPayload'];
    '/wps/member/password/verification': Schemas['SetPasswordByPhonePayload'];
    '/wps/member/password/reset': Schemas['ResetPasswordPayload'];
    '/wps/v2/withdrawals': Schemas['WithdrawalPayload'];
    '/wps/points/redeem': Schemas['RedeemPayload'];
    '/wps/points/convert': Schemas['ConvertPayload'];
    '/wps/agent/team/register': Schemas['AgentRegisterPayload'];
  };
  PUT: {
    '/wps/member/register': Schemas['RegisterPayload'];
    '/wps/member/register/mobile': Schemas['RegisterMobilePayload'];
  };
};

export type SealedMethod = keyof SealedPayloads;
export type SealedPath<M extends SealedMethod> = keyof SealedPayloads[M] & keyof paths;
export type SealedPayload<M extends SealedMethod, P extends SealedPath<M>> = SealedPayloads[M][P];

type Operation<M extends SealedMethod, P extends keyof paths> = paths[P][Lowercase<M>];
type TakesSealedBody<Op> = Op extends { requestBody: { content: { 'application/json': Schemas['SealedBody'] } } }
  ? true
  : false;

/** The 200 answer of a sealed operation, as the contract types it. */
export type SealedAnswer<M extends SealedMethod, P extends SealedPath<M>> =
  Operation<M, P> extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;

// Every operation listed above takes a sealed body...
type ListedButNotSealed = {
  [M in SealedMethod]: {
    [P in SealedPath<M>]: TakesSealedBody<Operation<M, P>> extends true ? never : `${M} ${P}`;
  }[SealedPath<M>];
}[SealedMethod];
// ...and every operation of the contract that takes one is listed.
type SealedButNotListed = {
  [M in SealedMethod]: {
    [P in keyof paths]: TakesSealedBody<Operation<M, P>> extends true
      ? P extends SealedPath<M>
        ? never
        : `${M} ${P}`
      : never;
  }[keyof paths];
}[SealedMethod];

type MustBeNever<T extends never> = T;
export type SealedPayloadsMatchTheContract = [MustBeNever<ListedButNotSealed>, MustBeNever<SealedButNotListed>];

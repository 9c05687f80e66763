/**
 * The API types as a caller of `createPortalClient` sees them: the generated `paths`, minus what
 * the client middleware does for the caller.
 */
import type { PortalApiError } from '#errors.ts';
import type { components, paths } from '@portal/contract/schema';

/** A schema of the contract by name: `Schema<'MailItem'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** Parameters the middleware adds, by location: `webpage` and the CSRF header. */
interface Supplied {
  query: 'webpage';
  header: 'X-Requested-With';
}

type Simplify<T> = { [K in keyof T]: T[K] };
type IsOptional<T, K extends keyof T> = Partial<Pick<T, K>> extends Pick<T, K> ? true : false;
type RequiredKeys<T> = { [K in keyof T]-?: IsOptional<T, K> extends true ? never : K }[keyof T];

/** One parameter group (`query`, `header`, ...) without the names the middleware supplies. */
type CallerGroup<P, L extends keyof P> = [NonNullable<P[L]>] extends [never]
  ? never
  : L extends keyof Supplied
    ? Omit<NonNullable<P[L]>, Supplied[L]>
    : NonNullable<P[L]>;

/** A group stays required only if the caller still has a required parameter in it. */
type IsRequired<P, L extends keyof P> =
  IsOptional<P, L> extends true
    ? false
    : [RequiredKeys<CallerGroup<P, L>>] extends [never]
      ? false
      : true;

type CallerParameters<P> = Simplify<
  { [L in keyof P as IsRequired<P, L> extends true ? L : never]: CallerGroup<P, L> } & {
    [L in keyof P as IsRequired<P, L> extends true ? never : L]?: [
      keyof CallerGroup<P, L>,
    ] extends [never]
      ? never
      : CallerGroup<P, L>;
  }
>;

/** Every failure status rejects with a PortalApiError (see `createPortalClient`). */
type IsFailure<Status> = `${Status & (string | number)}` extends
  `4${string}` | `5${string}` | 'default'
  ? true
  : false;
type CallerResponses<R> = {
  [S in keyof R]: IsFailure<S> extends true
    ? {
        headers: { [name: string]: unknown };
        content: { 'application/problem+json': PortalApiError };
      }
    : R[S];
};

type CallerOperation<Op> = Op extends { parameters: infer P; responses: infer R }
  ? Simplify<
      Omit<Op, 'parameters' | 'responses'> & {
        parameters: CallerParameters<P>;
        responses: CallerResponses<R>;
      }
    >
  : Op;

/** `paths` as callers use them: no `webpage` or `X-Requested-With` to pass, PortalApiError on failure. */
export type ClientPaths = {
  [Path in keyof paths]: {
    [Key in keyof paths[Path]]: Key extends 'parameters'
      ? paths[Path][Key]
      : CallerOperation<paths[Path][Key]>;
  };
};

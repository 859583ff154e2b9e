/**
 * The outside services some tests use (Redis, PostgreSQL), started on 127.0.0.1 by `scripts/test-services.sh` (which
 * `.ci/run` calls) and named by the environment: `SHAJU_TEST_REDIS` (`redis://127.0.0.1:6391`) and
 * `SHAJU_TEST_POSTGRES` (`postgres://postgres@127.0.0.1:5433/postgres`).
 */

/** A service a test can ask for. */
export type TestService = 'redis' | 'postgres';

const ENV: Readonly<Record<TestService, string>> = { redis: 'SHAJU_TEST_REDIS', postgres: 'SHAJU_TEST_POSTGRES' };

/**
 * The URL of `service`, or `undefined` when it is not configured on a developer's machine (the test is then skipped:
 * `describe.skipIf(!url)`). Where `.ci/run` runs (`SHAJU_REQUIRE_SERVICES=1`) a missing service is an error, so that no test is skipped silently.
 * @throws Error when `SHAJU_REQUIRE_SERVICES` is set and the service's variable is not.
 */
export function testService(service: TestService): string | undefined {
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
  const url = env[ENV[service]];
  if (url) return url;
  if (env.SHAJU_REQUIRE_SERVICES)
    throw new Error(`${ENV[service]} is not set: run the tests after \`eval "$(bash scripts/test-services.sh)"\``);
  return undefined;
}

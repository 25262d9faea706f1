import { expect, test } from 'vitest';
import { parseTenantDomains, pathOnTenantDomain } from './domains.ts';

test('TENANT_DOMAINS maps hosts (any case) to reference ids', () => {
  expect(parseTenantDomains('Menu.Cafe.example=cafe-limmat, order.kissa.jp = kissa-tokyo')).toEqual(
    new Map([
      ['menu.cafe.example', 'cafe-limmat'],
      ['order.kissa.jp', 'kissa-tokyo'],
    ]),
  );
  expect(parseTenantDomains(undefined).size).toBe(0);
});

test('a malformed TENANT_DOMAINS entry is refused naming it', () => {
  for (const bad of ['menu.example', 'menu.example=../x', 'localhost=shop', 'a..b.example=shop', 'x.example=a=b'])
    expect(() => parseTenantDomains(bad), bad).toThrow(/TENANT_DOMAINS/);
});

test("on a tenant's domain the root is its landing, its prefixed paths stay, other paths get its prefix", () => {
  expect(pathOnTenantDomain('cafe', '/')).toBe('/cafe');
  expect(pathOnTenantDomain('cafe', '/cafe')).toBe('/cafe');
  expect(pathOnTenantDomain('cafe', '/cafe/delivery')).toBe('/cafe/delivery');
  expect(pathOnTenantDomain('cafe', '/delivery/12')).toBe('/cafe/delivery/12');
  expect(pathOnTenantDomain('cafe', '/cafeteria')).toBe('/cafe/cafeteria');
  // Still encoded: the one decode happens after (src/server/requestPath.ts), on the whole path.
  expect(pathOnTenantDomain('cafe', '/%2e%2e/x')).toBe('/cafe/%2e%2e/x');
});

/**
 * The business a call is about, read from the tenant registry (a test may have replaced its payload, so it is
 * parsed defensively: a payload that does not parse is no business). Customers belong to a business by its
 * user_id (spec §4 "authenticated" rule).
 */
import { Business } from '../../src/lib/api/schema.ts';
import { businessOf, type TenantEntry, type TenantRegistry } from '../tenants.ts';

export interface AccountBusiness {
  ref: string;
  entry: TenantEntry;
  data: Business;
}

function fromEntry(entry: TenantEntry | undefined): AccountBusiness | null {
  if (!entry) return null;
  const parsed = Business.safeParse(businessOf(entry.payload));
  return parsed.success ? { ref: entry.ref, entry, data: parsed.data } : null;
}

export const businessByRef = (registry: TenantRegistry, ref: string) => fromEntry(registry.byRef(ref));
export const businessOfUser = (registry: TenantRegistry, businessId: number) =>
  fromEntry(registry.byUserId(businessId));
export const businessOfBranch = (registry: TenantRegistry, branchId: number) =>
  fromEntry(registry.byBranchId(branchId));
export const businessOfEntry = fromEntry;

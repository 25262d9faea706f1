import { allFixtures, invalidPayloads } from './sample-api/fixtures/index.ts';
import { RestaurantResponse, BranchesResponse, ZonesResponse } from './src/lib/api/schema.ts';
for (const f of allFixtures('http://x', { includeTestTenants: true })) {
  const r = RestaurantResponse.safeParse(f.restaurant);
  console.log(f.restaurant.restaurant.reference_id, r.success ? 'ok' : r.error.issues.map(i => i.path.join('.') + ' ' + i.message));
  const z = ZonesResponse.safeParse(f.zones); if (!z.success) console.log(z.error.issues);
  const b = BranchesResponse.safeParse({ branches: f.branches }); if (!b.success) console.log(b.error.issues);
}
for (const [k, v] of Object.entries(invalidPayloads('http://x'))) {
  const r = RestaurantResponse.safeParse(v.payload);
  console.log(k, r.success ? 'PARSED!' : r.error.issues.map(i => i.path.join('.')).join(' | '), '=>', v.expectedPath);
}

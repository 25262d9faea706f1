import { allFixtures } from './sample-api/fixtures/index.ts';
import { RestaurantResponse, ZonesResponse, BranchesResponse } from './src/lib/api/schema.ts';
import { isDeepStrictEqual } from 'node:util';
for (const f of allFixtures('http://x', { includeTestTenants: true })) {
  const wire = JSON.parse(JSON.stringify(f.restaurant));
  const parsed = RestaurantResponse.parse(wire);
  console.log(f.restaurant.restaurant.reference_id, isDeepStrictEqual(JSON.parse(JSON.stringify(parsed)), wire));
  const z = JSON.parse(JSON.stringify(f.zones));
  console.log(' zones', isDeepStrictEqual(JSON.parse(JSON.stringify(ZonesResponse.parse(z))), z));
  const b = JSON.parse(JSON.stringify({branches: f.branches}));
  console.log(' branches', isDeepStrictEqual(JSON.parse(JSON.stringify(BranchesResponse.parse(b))), b));
}

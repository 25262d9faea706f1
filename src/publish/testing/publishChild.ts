/**
 * A publishing process for tests that kill one mid-upload: `node publishChild.ts <varDir> <ref> <buildId>` publishes
 * that local release to `PUBLISH_TARGET` (the bucket variables from the environment) and prints `published`.
 */
import { layoutOf, releaseDir } from '../../build/publish.ts';
import { publishTargetFromEnv } from '../target.ts';

const [varDir, ref, buildId] = process.argv.slice(2);
if (!varDir || !ref || !buildId) throw new Error('usage: publishChild.ts <varDir> <ref> <buildId>');
const stats = await publishTargetFromEnv(varDir).publish(ref, buildId, releaseDir(layoutOf(varDir), ref, buildId));
console.log(`published ${JSON.stringify(stats)}`);

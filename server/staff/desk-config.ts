import { EMULATOR_PROJECT_ID } from '../../lib/constants';
import { ConfigError } from '../intake/config';
import { ContentDesk } from './content-desk';
import type { DeskOptions } from './content-routes';
import { GitHubDeployHook, type SiteBuilder } from './site-builder';
import { imageStoreFromEnv } from './images';

type Env = Record<string, string | undefined>;

/**
 * The desk's content and its builds, from the environment:
 * - FIREBASE_PROJECT_ID (with credentials) or FIRESTORE_EMULATOR_HOST: drafts and publishing in that
 *   Firestore, the one the build reads. Without either, the desk's content routes answer 503.
 * - DEPLOY_GITHUB_REPO (owner/name) and DEPLOY_GITHUB_TOKEN: a publish fires the publish workflow. Without
 *   them, a server that serves its own out/ rebuilds it (`local`, npm start); the intake alone (Cloud Run)
 *   starts no build.
 * - DESK_IMAGE_BUCKET: uploaded images in that Cloud Storage bucket; else in DESK_IMAGE_DIR (data/desk/images).
 */
export function deskOptionsFromEnv(env: Env = process.env, local?: () => SiteBuilder): DeskOptions {
  const projectId = env.FIREBASE_PROJECT_ID || (env.FIRESTORE_EMULATOR_HOST ? EMULATOR_PROJECT_ID : undefined);
  const content = projectId ? new ContentDesk(projectId) : undefined;
  return { content, builder: builderFromEnv(env, local), images: imageStoreFromEnv(env) };
}

function builderFromEnv(env: Env, local?: () => SiteBuilder): SiteBuilder | undefined {
  const { DEPLOY_GITHUB_REPO: repository, DEPLOY_GITHUB_TOKEN: token } = env;
  if (repository || token) {
    if (!repository || !/^[\w.-]+\/[\w.-]+$/.test(repository)) throw new ConfigError('DEPLOY_GITHUB_REPO must be owner/name, beside DEPLOY_GITHUB_TOKEN');
    if (!token) throw new ConfigError('DEPLOY_GITHUB_TOKEN must be set beside DEPLOY_GITHUB_REPO');
    return new GitHubDeployHook(repository, token);
  }
  return local?.();
}

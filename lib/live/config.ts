/**
 * The Firebase project's public web config, from NEXT_PUBLIC_FIREBASE_* at build time (Next inlines these
 * literals into the pages). When it is unset, the live refresh is compiled out: no page carries any of it.
 * NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST points the browser at the emulator (local work and tests).
 */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  appId?: string;
  emulatorHost?: string;
}

export const firebaseWebConfig: FirebaseWebConfig | undefined = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID
  ? {
      apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY ?? '',
      projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
      appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID || undefined,
      emulatorHost: process.env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST || undefined,
    }
  : undefined;

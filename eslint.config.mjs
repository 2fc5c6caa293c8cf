import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['node_modules/**', '.next/**', 'out/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'app/(translations)/**'] },
];

export default config;

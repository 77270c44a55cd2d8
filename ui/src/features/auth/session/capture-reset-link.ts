// Imported first by main.tsx, so it runs before any other module of the app
// (and so before any request the app makes): see reset-link.ts.
import { captureResetToken } from './reset-link';

captureResetToken();

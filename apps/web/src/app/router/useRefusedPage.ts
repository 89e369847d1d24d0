import { useRouteLoaderData } from 'react-router';
import type { GuardVerdict } from './guardNavigation';

/** True while the address shown is one the role may not open (the root guard's verdict). */
export const useRefusedPage = (): boolean =>
  (useRouteLoaderData('root') as GuardVerdict | undefined) === 'forbidden';

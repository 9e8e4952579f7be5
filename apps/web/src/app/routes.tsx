// The route table: every page under the layout, which shows the page and any station details opened
// over it.
import type { RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { pageRoutes } from './page-routes';
import { RouteError } from './RouteError';

export const routes: RouteObject[] = [{ element: <Layout />, errorElement: <RouteError />, children: pageRoutes }];

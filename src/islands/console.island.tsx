// The blog console (/admin/blog) as an island, started at once: the page is nothing without it.
// It wraps its own query cache and site facts (src/console/console-app.tsx); only /admin has it.
import { ConsoleApp } from '../console/console-app';
import { defineIsland } from './define-island';

export default defineIsland('console', ConsoleApp);

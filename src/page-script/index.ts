// The one script every public page loads (decision 102): it starts the page's islands.
import { startIslands } from '../islands/island-loader';

startIslands(document);

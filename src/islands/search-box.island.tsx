// The search page's box, searching as the visitor types, as an island (decision 102): it starts
// at the visitor's first touch.
import { SearchAsYouType } from '../components/search/search-as-you-type';
import { defineIsland } from './define-island';

export default defineIsland('search-box', SearchAsYouType);

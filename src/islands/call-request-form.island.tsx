// The booking fallback's call request form as an island (decision 102): it starts at the
// visitor's first touch.
import { CallRequestForm } from '../components/booking/call-request-form';
import { defineIsland } from './define-island';

export default defineIsland('call-request-form', CallRequestForm);

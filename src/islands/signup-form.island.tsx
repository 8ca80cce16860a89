// The free template signup form as an island (decision 102): it starts at the visitor's first touch.
import { SignupForm } from '../components/forms/signup-form';
import { defineIsland } from './define-island';

export default defineIsland('signup-form', SignupForm);

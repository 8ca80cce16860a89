// The contact form as an island (decision 102): it starts at the visitor's first touch.
import { ContactForm } from '../components/forms/contact-form';
import { defineIsland } from './define-island';

export default defineIsland('contact-form', ContactForm);

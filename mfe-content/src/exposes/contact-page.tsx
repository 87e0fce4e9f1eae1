import { ContactPage } from '../contact/contact-page';

export default ContactPage;

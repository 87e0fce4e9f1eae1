import { headOnly, PAGE_HEADS } from '../page-heads/page-heads';
import { ContactPage } from '../contact/contact-page';

export default ContactPage;

// The edge calls it on the server: this page's head tags (FirstViewLoader in @store/shared).
export const loadFirstView = headOnly(PAGE_HEADS.contact);

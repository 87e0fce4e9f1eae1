import { AboutPage } from '../pages/about-page';

export default AboutPage;

import { CareerPage } from '../career/career-page';

export default CareerPage;

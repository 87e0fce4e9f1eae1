import { TAGLINE } from '@store/shared';
import { Link } from 'react-router-dom';
import { COMPANY_NAME, EXPANSION_STATES, FOUNDED_YEAR, listInWords, SHOWROOMS_IN_2020 } from './policy-figures';
import { throwIfFieldDrill } from '../field-drill';
import { PAGE_HEADS } from '../page-heads/page-heads';
import { PolicyPage, type PolicySection } from './policy-page';
import styles from './pages.module.css';

const sections: PolicySection[] = [
  {
    id: 'our-story',
    title: 'Our story',
    body: (
      <>
        <p>
          {COMPANY_NAME} began in {FOUNDED_YEAR} as a single family-run showroom in Kolkata, West Bengal, selling radios,
          televisions and a handful of kitchen appliances to the families of the neighbourhood. Our founders believed that a
          household buying its first television or refrigerator deserved the same patient advice and honest pricing as a friend
          would give, and that belief still shapes every showroom we open.
        </p>
        <p>
          As India&apos;s homes filled with colour televisions, washing machines, air conditioners, computers and then
          smartphones, we grew with them: first across Kolkata, then into towns and cities throughout West Bengal. By 2020 we had
          about {SHOWROOMS_IN_2020} showrooms, and today our online store brings the same range, prices and service to shoppers
          across West Bengal.
        </p>
      </>
    ),
  },
  {
    id: 'mission',
    title: 'Our mission',
    body: (
      <p>
        To make good electronics and home appliances easy and affordable to own, by offering genuine products from trusted brands
        at fair prices, explaining them honestly, and standing beside our customers after the sale with delivery, installation and
        service support. &lsquo;{TAGLINE}&rsquo; is a promise we work to keep every day.
      </p>
    ),
  },
  {
    id: 'vision',
    title: 'Our vision',
    body: (
      <p>
        To be the electronics and appliance store that families across eastern and northern India trust first: a showroom close to
        home, an online store that is simple to use, and people who know their products and care what happens after the purchase.
      </p>
    ),
  },
  {
    id: 'achievements',
    title: 'What we have achieved',
    body: (
      <>
        <ul className={styles.figures}>
          <li>
            <strong>{FOUNDED_YEAR}</strong> our first showroom opens in Kolkata
          </li>
          <li>
            <strong>about {SHOWROOMS_IN_2020}</strong> showrooms in 2020
          </li>
          <li>
            <strong>{EXPANSION_STATES.length} states</strong> in our plans for growth
          </li>
        </ul>
        <ul>
          <li>More than three decades of serving families across West Bengal, often several generations of the same family.</li>
          <li>
            A wide range of leading brands under one roof, including Apple, Samsung, Vivo, HP, LG, Sony, Bosch, Daikin, Hitachi,
            Haier and Carrier.
          </li>
          <li>Our own delivery teams and a network of brand-authorised technicians for demonstration and installation.</li>
          <li>An online store with secure payments, delivery across West Bengal and no-cost EMI offers on selected products.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'expansion',
    title: 'Where we are growing',
    body: (
      <>
        <p>
          From our home in West Bengal we are expanding across {listInWords(EXPANSION_STATES)}, bringing our showrooms and our way
          of doing business to more families. Online orders are currently delivered within West Bengal only; see{' '}
          <Link to="/shipping-options">Shipping Options</Link> for details.
        </p>
        <p>
          Find your nearest showroom with our <Link to="/store-locator">Store Locator</Link>, or, if you would like to grow with
          us, visit our <Link to="/career">Career</Link> page.
        </p>
      </>
    ),
  },
];

export function AboutPage() {
  throwIfFieldDrill();
  return (
    <PolicyPage
      title={PAGE_HEADS.about.title}
      description={PAGE_HEADS.about.description}
      intro={
        <p>
          Since {FOUNDED_YEAR}, {COMPANY_NAME} has helped families in West Bengal choose, buy and enjoy electronics and home
          appliances they can rely on.
        </p>
      }
      sections={sections}
    />
  );
}

// The sliders paint their first view before Swiper's code has arrived, then become sliders.
import { render, screen } from '@testing-library/react';
import { mockApi, setMobile } from '../../test/mock-api';
import { BannerSlider } from './banner-slider';
import { CategorySlider } from './category-slider';

test('the category tiles show at once, as a plain row, and become a slider when Swiper arrives', async () => {
  render(<CategorySlider />);
  expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
  expect(screen.getAllByRole('link')).toHaveLength(9);
  expect(await screen.findByTestId('swiper')).toBeInTheDocument();
  expect(screen.getAllByRole('link')).toHaveLength(9);
});

test('the first banner is the first view; the others join it in the slider', async () => {
  setMobile(false);
  mockApi({
    'slider-fetch': [
      { largeImageURL: 'banners/desk-1.jpg', field: 'Categories', value: 'Air Conditioners' },
      { largeImageURL: 'banners/desk-2.jpg', field: 'Brands', value: 'Samsung' },
    ],
  });
  render(<BannerSlider />);
  expect(await screen.findByRole('img', { name: 'Offer: Air Conditioners' })).toHaveAttribute('fetchpriority', 'high');
  await screen.findByTestId('swiper');
  expect(screen.getAllByRole('link')).toHaveLength(2);
});

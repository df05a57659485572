import FireOutlined from '@ant-design/icons/FireOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import { useCurrentUser } from '../../../app/access';
import { Blurbs } from '../components/Blurbs';
import { Hero } from '../components/Hero';
import { ListingShelf } from '../components/ListingShelf';
import { PopularMakes } from '../components/PopularMakes';
import { WelcomeBanner } from '../components/WelcomeBanner';
import styles from './HomePage.module.css';

/** docs/product.md §9: the home shows 4 trending prints and 3 new releases. */
export const TRENDING_COUNT = 4;
export const NEW_RELEASES_COUNT = 3;

/** The landing page; a signed-in user is also welcomed back under the hero. */
export default function HomePage() {
  const user = useCurrentUser();
  return (
    <>
      <Hero />
      <div className={styles.sections}>
        {user && <WelcomeBanner user={user} />}
        <ListingShelf
          id="trending-prints"
          title="TRENDING PRINTS"
          kicker="HOT OFF THE PRINT BED"
          viewAllTo="/search?sort=trending"
          sort="trending"
          count={TRENDING_COUNT}
          variant="cards"
          emptyIcon={<FireOutlined />}
          emptyTitle="The grid is warming up"
          emptyText="Trending prints line up here as soon as creator models clear review. Pick your ride now and you'll be first to see what fits."
        />
        <ListingShelf
          id="new-releases"
          title="NEW RELEASES"
          kicker="FRESH FROM THE PADDOCK"
          viewAllTo="/search?sort=newest"
          sort="newest"
          count={NEW_RELEASES_COUNT}
          variant="compact"
          emptyIcon={<RocketOutlined />}
          emptyTitle="No new releases yet"
          emptyText="Newly approved parts drop in here the moment they go live."
        />
        <Blurbs />
        <PopularMakes />
      </div>
    </>
  );
}

/**
 * How wide a profile card's render shows (ProfileCardList.module.css's grid, and the thumbnail
 * of ProfileCard.module.css's row on phones), for the browser to pick from its WebP copies.
 */
export const PROFILE_CARD_IMAGE_SIZES = '(max-width: 560px) 112px, (max-width: 900px) 50vw, 380px';

// Green-flow users have no likes; staff have no viewed controls and no favorites (spec 01 §5, §6).
export { canFavorite, canLikePublications as canLike, canMarkViewed } from '@app/contract';

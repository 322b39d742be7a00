/**
 * The seven home-page reviews (spec part 1 §2). Names, cities and texts are translated in
 * `home.review_<n>_name|city|text`; the rating is the same in every language.
 */
export const REVIEWS = [
  { id: 1, rating: 5 },
  { id: 2, rating: 4.8 },
  { id: 3, rating: 5 },
  { id: 4, rating: 4.5 },
  { id: 5, rating: 4.9 },
  { id: 6, rating: 5 },
  { id: 7, rating: 4.8 },
] as const

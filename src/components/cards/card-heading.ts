// A card's title is an h2 on a page whose cards sit right under the h1, an h3 under a section heading.
export type CardHeadingLevel = 2 | 3;

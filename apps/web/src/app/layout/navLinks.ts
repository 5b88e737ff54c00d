import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import type { OwnUser } from '@wine/contract/users';
import { isAdmin, isApprovedSommelier, isRetailer } from '../../lib/session';

export interface NavLink {
  to: string;
  label: string;
  /** Shown only to approved sommeliers, admins or retailers' staff; everyone else when unset. */
  audience?: 'approved' | 'admin' | 'retailer';
}

const inAudience = { approved: isApprovedSommelier, admin: isAdmin, retailer: isRetailer } as const;

export const canSee = (link: NavLink, user: OwnUser | undefined | null): boolean => !link.audience || inAudience[link.audience](user);

/**
 * Header links (spec 000 §2.1); My Collections only for approved sommeliers, and the way into the
 * operations console (issue 9) for admins and into the retailer view for retailers' staff.
 */
export const headerLinks: NavLink[] = [
  { to: paths.sommeliers, label: Text.discoverSomms },
  { to: paths.shopWines, label: Text.shopWines },
  { to: paths.myCollection, label: Text.myCollections, audience: 'approved' },
  { to: paths.eventsUpcoming, label: Text.exploreEvents },
  { to: paths.clubs, label: 'Wine clubs' },
  { to: paths.ourMission, label: Text.ourMission },
  { to: paths.admin, label: 'Console', audience: 'admin' },
  { to: paths.retailerOrders, label: 'Shop orders', audience: 'retailer' },
  { to: paths.retailerStock, label: 'Stock', audience: 'retailer' },
  { to: paths.retailerReturns, label: 'Returns', audience: 'retailer' },
  { to: paths.retailerClubs, label: 'Clubs', audience: 'retailer' },
];

/**
 * The mobile side menu: the header's links, with My Collections at the spec's /mycollection
 * address (an alias of /my-collection), plus Contact us.
 */
export const sideMenuLinks: NavLink[] = [
  ...headerLinks.map((link) => (link.to === paths.myCollection ? { ...link, to: '/mycollection' } : link)),
  { to: paths.contactUs, label: 'Contact us' },
];

export const footerLinks: NavLink[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.sommeliers, label: Text.discoverSomms },
  { to: paths.shopWines, label: Text.shopWines },
  { to: paths.eventsUpcoming, label: Text.exploreEvents },
  { to: paths.wineTips, label: Text.wineTalks },
  { to: paths.ourMission, label: Text.ourMission },
  { to: paths.contactUs, label: 'Contact us' },
  { to: paths.faqs, label: 'FAQs' },
];

export const socialLinks = [
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://x.com/', label: 'X (Twitter)' },
] as const;

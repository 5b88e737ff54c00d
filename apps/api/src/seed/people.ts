import type { Region } from '@wine/contract/constants';
import type { RetailerKey } from './retailers';

/** Demo logins, printed in the README. Demo data only: never used when SEED=none. */
export const DEMO_PASSWORDS = { admin: 'Admin123!', shopper: 'Shopper123!', sommelier: 'Sommelier123!', retailer: 'Retailer123!' } as const;

interface DemoUser {
  email: string;
  givenName: string;
  familyName: string;
  roles: string[];
  password: 'admin' | 'shopper' | 'retailer';
  /** The demo retailer a retailer's staff member works for (users.business_id). */
  retailer?: RetailerKey;
}

export const demoUsers: DemoUser[] = [
  { email: 'admin@sommlike.test', givenName: 'Avery', familyName: 'Admin', roles: ['admin'], password: 'admin' },
  { email: 'shopper@sommlike.test', givenName: 'Sam', familyName: 'Shopper', roles: ['user'], password: 'shopper' },
  { email: 'jordan@sommlike.test', givenName: 'Jordan', familyName: 'Reyes', roles: ['user'], password: 'shopper' },
  { email: 'priya@sommlike.test', givenName: 'Priya', familyName: 'Nair', roles: ['user'], password: 'shopper' },
  { email: 'retailer@sommlike.test', givenName: 'Rosa', familyName: 'Marchetti', roles: ['retailer'], password: 'retailer', retailer: 'hudson' },
];

/** The demo shoppers who rate wines (seed/reviews.ts); the buyer's delivered order makes some of hers verified. */
export const DEMO_SHOPPERS = ['shopper@sommlike.test', 'jordan@sommlike.test', 'priya@sommlike.test'];
export const DEMO_BUYER = 'priya@sommlike.test';
/** Where the demo buyer is billed for her order (seed/delivered-order.ts): near the Hudson shop she picked it up from. */
export const DEMO_BUYER_BILLING = { addressLine1: '27 Allen Street', zip: '12534', contactNumber: '+15185550147' };

const regions = (...titles: Region[]) => titles.map((title) => ({ title, isSelected: true }));

interface DemoSommelier {
  email: string;
  givenName: string;
  familyName: string;
  activeStatus: 'approved' | 'in-review' | 'rejected';
  designation: string;
  fullAddress: string;
  contactNumber: string;
  bio: string;
  customData: Record<string, unknown>;
}

export const demoSommeliers: DemoSommelier[] = [
  {
    email: 'claire@sommlike.test', givenName: 'Claire', familyName: 'Dubois', activeStatus: 'approved',
    designation: 'Master Sommelier', fullAddress: 'Brooklyn, NY 11201', contactNumber: '+12125550101',
    bio: 'Raised between Beaune and Brooklyn, Claire spent twelve years running the wine programme of a Manhattan bistro before opening her own tasting room. She loves Burgundy that tastes of place and Loire whites that surprise.',
    customData: {
      profileOneLine: 'Burgundy at heart, Brooklyn by address',
      wineCertifications: ['Master Sommelier (CMS)'], awardsRecognition: ['Best Sommelier NYC 2023'],
      work: ['Wine Director, Maison Claire'], affiliations: ['Court of Master Sommeliers'],
      regions: regions('Burgundy', 'Loire', 'Champagne', 'Beaujolais', 'Rhone'),
      instagram: 'https://instagram.com/claire.somm', youtube: 'https://youtube.com/@clairesomm', linkedin: 'https://linkedin.com/in/clairedubois',
    },
  },
  {
    email: 'marco@sommlike.test', givenName: 'Marco', familyName: 'Bellini', activeStatus: 'approved',
    designation: 'Advanced Sommelier', fullAddress: 'Chicago, IL 60611', contactNumber: '+13125550102',
    bio: 'Marco grew up in a Piedmont wine family and now hunts for Nebbiolo and Sangiovese that over-deliver for the price. Expect honest notes and a soft spot for old-vine Barbera.',
    customData: {
      profileOneLine: 'Nebbiolo nerd and Italian value hunter',
      wineCertifications: ['Advanced Sommelier (CMS)'], awardsRecognition: ['Gambero Rosso Sommelier of the Year finalist'],
      work: ['Head Sommelier, Osteria Bellini'], affiliations: ['Italian Wine Ambassadors'],
      regions: regions('Barolo', 'Piedmont', 'Tuscany', 'Rioja', 'Mendoza'),
      instagram: 'https://instagram.com/marco.vino', tiktok: 'https://tiktok.com/@marcovino', facebook: 'https://facebook.com/marcobellini.wine',
    },
  },
  {
    email: 'aisha@sommlike.test', givenName: 'Aisha', familyName: 'Okafor', activeStatus: 'approved',
    designation: 'Wine Educator', fullAddress: 'Oakland, CA 94607', contactNumber: '+15105550103',
    bio: 'Aisha teaches WSET courses and runs blind-tasting clubs across the Bay Area. She champions small Sonoma growers and natural-leaning Napa producers.',
    customData: {
      profileOneLine: 'Making wine less intimidating, one glass at a time',
      wineCertifications: ['WSET Diploma'], awardsRecognition: ['Wine Enthusiast 40 under 40'],
      work: ['Educator, Bay Wine School'], affiliations: ['Wine Scholar Guild'],
      regions: regions('Napa Valley', 'Sonoma', 'Oregon', 'Willamette Valley', 'Walla Walla'),
      instagram: 'https://instagram.com/aisha.pours', youtube: 'https://youtube.com/@aishapours', twitter: 'https://x.com/aishapours',
    },
  },
  {
    email: 'diego@sommlike.test', givenName: 'Diego', familyName: 'Fernandez', activeStatus: 'approved',
    designation: 'Sommelier', fullAddress: 'Miami, FL 33131', contactNumber: '+13055550104',
    bio: 'From Mendoza to Miami, Diego pairs South American reds with everything from ceviche to brisket. He visits Patagonia and Colchagua every harvest.',
    customData: {
      profileOneLine: 'Andes wines for every table',
      wineCertifications: ['Certified Sommelier (CMS)'], awardsRecognition: ['Miami Wine Week Top Somm'],
      work: ['Sommelier, Casa Andina'], affiliations: ['Wines of Argentina'],
      regions: regions('Mendoza', 'Patagonia', 'Valle de Colchagua', 'Ribera del Duero', 'Rioja'),
      instagram: 'https://instagram.com/diego.malbec', facebook: 'https://facebook.com/diegofernandez.somm',
    },
  },
  {
    email: 'hannah@sommlike.test', givenName: 'Hannah', familyName: 'Keller', activeStatus: 'approved',
    designation: 'Riesling Specialist', fullAddress: 'Portland, OR 97209', contactNumber: '+15035550105',
    bio: 'Hannah worked three vintages on the Mosel before settling in Portland. Riesling in every sweetness, Pinot Noir from the Willamette, and a lot of patience with people who say they hate sweet wine.',
    customData: {
      profileOneLine: 'Riesling evangelist',
      wineCertifications: ['German Wine Academy Graduate'], awardsRecognition: ['Riesling Rendezvous Scholar'],
      work: ['Buyer, Keller Wine Shop'], affiliations: ['Oregon Wine Board'],
      regions: regions('Mosel', 'Willamette Valley', 'Oregon', 'Loire', 'Champagne'),
      instagram: 'https://instagram.com/hannah.riesling', linkedin: 'https://linkedin.com/in/hannahkeller',
    },
  },
  {
    email: 'james@sommlike.test', givenName: 'James', familyName: 'Whitaker', activeStatus: 'approved',
    designation: 'Bordeaux Collector', fullAddress: 'Boston, MA 02116', contactNumber: '+16175550106',
    bio: 'James has cellared Bordeaux for twenty years and hosts vertical tastings for collectors. He will tell you which vintages to drink now and which to forget about for a decade.',
    customData: {
      profileOneLine: 'Claret, patience and good company',
      wineCertifications: ['Bordeaux Wine School Certified'], awardsRecognition: ['Commanderie de Bordeaux member'],
      work: ['Private cellar consultant'], affiliations: ['Commanderie de Bordeaux'],
      regions: regions('Bordeaux', 'Burgundy', 'Napa Valley', 'Tuscany', 'Rhone'),
      youtube: 'https://youtube.com/@jameswhitakerwine', twitter: 'https://x.com/jwhitakerwine',
    },
  },
  {
    email: 'sofia@sommlike.test', givenName: 'Sofia', familyName: 'Marquez', activeStatus: 'approved',
    designation: 'Spanish Wine Expert', fullAddress: 'Austin, TX 78701', contactNumber: '+15125550107',
    bio: 'Sofia imports small-production Spanish wines and teaches tapas-and-wine classes in Austin. Tempranillo, Garnacha and every shade of sherry.',
    customData: {
      profileOneLine: 'Tempranillo, tapas and good stories',
      wineCertifications: ['Spanish Wine Scholar'], awardsRecognition: ['Austin Food & Wine Alliance honoree'],
      work: ['Founder, Vinos Marquez'], affiliations: ['Wines from Spain'],
      regions: regions('Rioja', 'Ribera del Duero', 'Mendoza', 'Valle de Colchagua', 'Bordeaux'),
      instagram: 'https://instagram.com/sofia.vinos', tiktok: 'https://tiktok.com/@sofiavinos',
    },
  },
  {
    email: 'kenji@sommlike.test', givenName: 'Kenji', familyName: 'Tanaka', activeStatus: 'approved',
    designation: 'Champagne Specialist', fullAddress: 'Seattle, WA 98101', contactNumber: '+12065550108',
    bio: 'Kenji pairs grower Champagne with sushi and believes bubbles are not just for celebrations. He also follows the rise of Walla Walla Syrah closely.',
    customData: {
      profileOneLine: 'Bubbles are for Tuesdays too',
      wineCertifications: ['Champagne Master Level (WSG)'], awardsRecognition: ['Seattle Magazine Best Wine List'],
      work: ['Wine Director, Kaze'], affiliations: ['Washington Wine Commission'],
      regions: regions('Champagne', 'Walla Walla', 'Burgundy', 'Mosel', 'Sonoma'),
      instagram: 'https://instagram.com/kenji.bubbles', linkedin: 'https://linkedin.com/in/kenjitanaka',
    },
  },
  {
    email: 'olivia@sommlike.test', givenName: 'Olivia', familyName: 'Grant', activeStatus: 'in-review',
    designation: 'Wine Writer', fullAddress: 'Denver, CO 80202', contactNumber: '+13035550109',
    bio: 'Olivia writes about wine travel and is applying to share her favourite Rhone and Tuscan finds.',
    customData: {
      profileOneLine: 'Wine travel writer',
      wineCertifications: ['WSET Level 3'], awardsRecognition: [], work: ['Freelance writer'], affiliations: [],
      regions: regions('Rhone', 'Tuscany', 'Piedmont', 'Loire', 'Bordeaux'),
    },
  },
  {
    email: 'ben@sommlike.test', givenName: 'Ben', familyName: 'Carter', activeStatus: 'rejected',
    designation: 'Enthusiast', fullAddress: 'Phoenix, AZ 85004', contactNumber: '+16025550110',
    bio: 'Ben is an enthusiastic home collector.',
    customData: {
      profileOneLine: 'Home collector',
      wineCertifications: [], awardsRecognition: [], work: [], affiliations: [],
      regions: regions('Napa Valley', 'Sonoma', 'Oregon', 'Mendoza', 'Rioja'),
    },
  },
];

/**
 * Every text the spec quotes, verbatim, misspellings included: they are part of the contract.
 * The app renders these constants; tests assert against them.
 */
export const Text = {
  homeTitle: 'order the wines you love',
  profileTitle: 'Profile',
  editProfileTitle: 'Edit Profile',
  updating: 'Updating...',
  phoneDigits: 'Phone number must be of 10 digits',
  passwordsDoNotMatch: 'Passwords do not match.',
  resetFailed: 'Something went wrong, please try again.',
  loggedOut: 'Logged out successfully',
  googleTokenMissing: 'Google id token missing!',
  ageQuestion: 'Are you 21 or older?',
  ageRefused: 'You must be at least 21 years old to enter and use this site',
  loginAsSommelier: 'Login as sommelier',
  uploadFailed: 'Something went wrong',
  thankYouTitle: 'Thank you for applying',
  thankYouBody: 'We have received your application and will review it. We will get back to you shortly.',
  rejectedBody:
    'We will not be moving forward with your application at this time. We will contact you if there are future openings.',
  myLiked: 'My Liked',
  discoverSomms: 'Discover Somms + Experts',
  shopWines: 'Shop Wines',
  myCollections: 'My Collections',
  exploreEvents: 'Explore Events',
  ourMission: 'Our Mission',
  wineTalks: 'Wine Talks',
  orderHistory: 'Order History',
  contactSuccess: 'Your request was sent successfully',
  searchHint: 'Type minimum 3 characters',
  noResults: 'No results found',
} as const;

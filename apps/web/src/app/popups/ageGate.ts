import { StorageKey } from '@wine/contract/constants';
import { readLocalText, writeLocalText } from '../../lib/storage';

const ACCEPTED = 'accepted';

export const isAgeAccepted = (): boolean => readLocalText(StorageKey.ageAccepted) === ACCEPTED;

export const storeAgeAccepted = (): void => writeLocalText(StorageKey.ageAccepted, ACCEPTED);

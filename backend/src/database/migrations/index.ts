import { Extensions1763700000000 } from './1763700000000-extensions';
import { DirectorySchema1763700000001 } from './1763700000001-directory-schema';
import { Search1763700000002 } from './1763700000002-search';
import { AdminAndObjects1763700000010 } from './1763700000010-admin-and-objects';
import { Contact1763700000020 } from './1763700000020-contact';
import { SearchAtScale1763700000030 } from './1763700000030-search-at-scale';
import { SearchCityIndexes1763700000031 } from './1763700000031-search-city-indexes';
import { ObjectUploadReceived1763700000040 } from './1763700000040-object-upload-received';
import { LandingPages1763700000050 } from './1763700000050-landing-pages';
import { Publishing1763800000010 } from './1763800000010-publishing';
import { ReviewModerationAndAuditLog1763810000010 } from './1763810000010-review-moderation-and-audit-log';
import { TemporarilyClosed1763820000010 } from './1763820000010-temporarily-closed';
import { DuplicateDetection1763820000020 } from './1763820000020-duplicate-detection';
import { FiltersAndSorting1763900000010 } from './1763900000010-filters-and-sorting';
import { RadiusSearch1763910000010 } from './1763910000010-radius-search';
import { PlaceWords1763920000010 } from './1763920000010-place-words';
import { PointCountIndex1763930000010 } from './1763930000010-point-count-index';
import { OpenHoursIndex1763940000010 } from './1763940000010-open-hours-index';
import { NightListingIndex1763950000010 } from './1763950000010-night-listing-index';
import { CityNightListingIndex1763950000020 } from './1763950000020-city-night-listing-index';
import { CategoryNightListingIndex1763950000030 } from './1763950000030-category-night-listing-index';
import { OpenMinutesIndexes1763960000010 } from './1763960000010-open-minutes-indexes';
import { PlaceWordCounts1763970000010 } from './1763970000010-place-word-counts';
import { SearchLexemes1763980000010 } from './1763980000010-search-lexemes';
import { PublishedPostalCodeIndex1763990000010 } from './1763990000010-published-postal-code-index';
import { PostalWords1764000000010 } from './1764000000010-postal-words';
import { TopRatedNames1764010000010 } from './1764010000010-top-rated-names';
import { PlaceCounts1764010000020 } from './1764010000020-place-counts';
import { TopRatedCityNames1764010000030 } from './1764010000030-top-rated-city-names';
import { PostalCodeListing1764020000010 } from './1764020000010-postal-code-listing';
import { CityListingOpenHours1764030000010 } from './1764030000010-city-listing-open-hours';
import { OpenCityWords1764040000010 } from './1764040000010-open-city-words';
import { TopRatedPointNames1764050000010 } from './1764050000010-top-rated-point-names';
import { OpenCityWordsByHour1764060000010 } from './1764060000010-open-city-words-by-hour';
import { ReviewReportReporter1764070000010 } from './1764070000010-review-report-reporter';
import { MailOutbox1764071000010 } from './1764071000010-mail-outbox';
import { Owners1764071000020 } from './1764071000020-owners';
import { ReviewAnswers1764072000040 } from './1764072000040-review-answers';
import { AnswerModeration1764074000010 } from './1764074000010-answer-moderation';
import { SpecialHours1764075000010 } from './1764075000010-special-hours';
import { BusinessDayStats1764076000010 } from './1764076000010-business-day-stats';
import { CityRegions1764077000010 } from './1764077000010-city-regions';
import { AbroadListing1764078000010 } from './1764078000010-abroad-listing';
import { DropOverlappingWordIndexes1764079000010 } from './1764079000010-drop-overlapping-word-indexes';
import { GinWithoutPendingList1764079000020 } from './1764079000020-gin-without-pending-list';
import { CategoryPostalCodeIndex1764079000030 } from './1764079000030-category-postal-code-index';
import { VerifiedNewestIndex1764080000010 } from './1764080000010-verified-newest-index';
import { CategoryPostalCodeForCategories1764080000020 } from './1764080000020-category-postal-code-for-categories';
import { WordTrigramGin1764081000010 } from './1764081000010-word-trigram-gin';
import { PointNightListingIndex1764082000010 } from './1764082000010-point-night-listing-index';
import { TopRatedNameCounts1764083000010 } from './1764083000010-top-rated-name-counts';

/** Listed explicitly (no glob) so the same list works from ts-jest, the build and the CLI. */
export const migrations = [
  Extensions1763700000000,
  DirectorySchema1763700000001,
  Search1763700000002,
  AdminAndObjects1763700000010,
  Contact1763700000020,
  SearchAtScale1763700000030,
  SearchCityIndexes1763700000031,
  ObjectUploadReceived1763700000040,
  LandingPages1763700000050,
  Publishing1763800000010,
  ReviewModerationAndAuditLog1763810000010,
  TemporarilyClosed1763820000010,
  DuplicateDetection1763820000020,
  FiltersAndSorting1763900000010,
  RadiusSearch1763910000010,
  PlaceWords1763920000010,
  PointCountIndex1763930000010,
  OpenHoursIndex1763940000010,
  NightListingIndex1763950000010,
  CityNightListingIndex1763950000020,
  CategoryNightListingIndex1763950000030,
  OpenMinutesIndexes1763960000010,
  PlaceWordCounts1763970000010,
  SearchLexemes1763980000010,
  PublishedPostalCodeIndex1763990000010,
  PostalWords1764000000010,
  TopRatedNames1764010000010,
  PlaceCounts1764010000020,
  TopRatedCityNames1764010000030,
  PostalCodeListing1764020000010,
  CityListingOpenHours1764030000010,
  OpenCityWords1764040000010,
  TopRatedPointNames1764050000010,
  OpenCityWordsByHour1764060000010,
  ReviewReportReporter1764070000010,
  MailOutbox1764071000010,
  Owners1764071000020,
  ReviewAnswers1764072000040,
  AnswerModeration1764074000010,
  SpecialHours1764075000010,
  BusinessDayStats1764076000010,
  CityRegions1764077000010,
  AbroadListing1764078000010,
  DropOverlappingWordIndexes1764079000010,
  GinWithoutPendingList1764079000020,
  CategoryPostalCodeIndex1764079000030,
  VerifiedNewestIndex1764080000010,
  CategoryPostalCodeForCategories1764080000020,
  WordTrigramGin1764081000010,
  PointNightListingIndex1764082000010,
  TopRatedNameCounts1764083000010,
];

import { STATISTICS_EVENTS, STATISTICS_MAX_DAYS } from './statistics-counter';

/** The German messages of the statistics module (counting, the owner's statistics), as the specification words them. */
export const STATISTICS_EVENT_MESSAGE = `type muss einer der folgenden Werte sein: ${STATISTICS_EVENTS.join(', ')}`;

export const STATISTICS_ORDER_MESSAGE = 'Der erste Tag darf nicht nach dem letzten liegen';
export const STATISTICS_SPAN_MESSAGE = `Höchstens ${STATISTICS_MAX_DAYS} Tage auf einmal`;

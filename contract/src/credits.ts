/**
 * The data sources behind the name catalogue, with the licence and attribution each one asks for, as recorded in
 * `../shared/data/SOURCES.md` and the `.LICENSE.txt` files beside the raw data. The Credits screen and the
 * licence section of `data/README.md` are both written from this list.
 */

/** What a source contributes to the catalogue; the app translates these, the pipeline maps them to files. */
export const DATA_USES = [
  'births',
  'names',
  'gender',
  'tags',
  'origins',
  'variants',
  'nicknames',
  'namedays',
  'pronunciations',
] as const;
export type DataUse = (typeof DATA_USES)[number];

/** `open`: an open licence; `public-domain`: no copyright; `none-stated`: the publisher states no open licence. */
type LicenceKind = 'open' | 'public-domain' | 'none-stated';

export interface Licence {
  kind: LicenceKind;
  /** The licence's own name; for the other kinds the ground for it (a statute, a statement, a copyright line). */
  name: string;
  spdx?: string;
  url?: string;
  /** The licence text or notice shipped in the repository, relative to its root. */
  text?: string;
}

export interface DataSource {
  id: string;
  name: string;
  publisher: string;
  uses: readonly DataUse[];
  licence: Licence;
  /** Word for word as the source asks to be credited (or suggests, where it asks nothing). */
  attribution: string;
  url: string;
  /**
   * What could not be confirmed about the licence (SOURCES.md: the dataset's own licence page could not be read):
   * an open question to settle before the catalogue is distributed, listed in data/README.md.
   */
  openQuestion?: string;
}

const LICENCES = 'data/licences';

const CC_BY_SA_4: Licence = {
  kind: 'open',
  name: 'Creative Commons Attribution-ShareAlike 4.0 International',
  spdx: 'CC-BY-SA-4.0',
  url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  text: `${LICENCES}/CC-BY-SA-4.0.txt`,
};

const OGL_UK_3: Licence = {
  kind: 'open',
  name: 'Open Government Licence v3.0',
  spdx: 'OGL-UK-3.0',
  url: 'http://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
  text: `${LICENCES}/OGL-UK-3.0.txt`,
};

const CC_BY_4: Licence = {
  kind: 'open',
  name: 'Creative Commons Attribution 4.0 International',
  spdx: 'CC-BY-4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
};

const DL_DE_BY_2: Licence = {
  kind: 'open',
  name: 'Datenlizenz Deutschland – Namensnennung – Version 2.0',
  spdx: 'DL-DE-BY-2.0',
  url: 'https://www.govdata.de/dl-de/by-2-0',
};

/** The open question where the dataset's own licence line could not be read (SOURCES.md). */
const unreadLicencePage = (portal: string, assumed: string): string =>
  `The dataset's own licence line on ${portal} could not be read; ${assumed} is assumed from the portal's general terms. Check before release.`;

/** The open question where only the repository the files came from states the licence (SOURCES.md). */
const fromRepositoryOnly =
  'The licence is as the repository the files came from (DerTee/prenames-germany) states it; the city page was not read. Check before release.';

const MIT = {
  kind: 'open',
  name: 'MIT License',
  spdx: 'MIT',
  url: 'https://opensource.org/license/mit/',
} as const;

export const DATA_SOURCES: readonly DataSource[] = [
  {
    id: 'ssa',
    name: 'National baby-name data',
    publisher: 'U.S. Social Security Administration (SSA)',
    uses: ['births'],
    licence: { kind: 'public-domain', name: 'work of the U.S. federal government, 17 U.S.C. § 105' },
    attribution: 'Source: U.S. Social Security Administration',
    url: 'https://www.ssa.gov/oact/babynames/',
  },
  {
    id: 'insee',
    name: 'Fichier des prénoms',
    publisher: 'Institut national de la statistique et des études économiques (INSEE)',
    uses: ['births'],
    licence: {
      kind: 'open',
      name: 'Etalab Licence Ouverte / Open Licence 2.0',
      spdx: 'etalab-2.0',
      url: 'https://github.com/DISIC/politique-de-contribution-open-source/blob/master/LICENSE.pdf',
      text: `${LICENCES}/etalab-2.0.txt`,
    },
    attribution:
      'Source : Insee, Fichier des prénoms, données 1900–2024 (France) — données retraitées (capitalisation, format) par le projet Name Swiper',
    url: 'https://www.insee.fr/fr/statistiques/8595130?sommaire=8595113',
  },
  {
    id: 'statbel',
    name: 'Prénoms des nouveau-nés',
    publisher: 'Statbel (Directorate-General Statistics – Statistics Belgium)',
    uses: ['births'],
    licence: { kind: 'open', name: 'Statbel open-data licence' },
    attribution:
      'Source: Statbel (Directorate-General Statistics – Statistics Belgium), first names of newborns 1995–2025; modified (reformatted) by the Name Swiper project',
    url: 'https://statbel.fgov.be/fr/themes/population/noms-et-prenoms/prenoms-filles-et-garcons',
  },
  {
    id: 'ons',
    name: 'Baby names in England and Wales',
    publisher: 'Office for National Statistics (ONS)',
    uses: ['births'],
    licence: {
      kind: 'open',
      name: 'Open Government Licence v3.0',
      spdx: 'OGL-UK-3.0',
      url: 'http://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
      text: `${LICENCES}/OGL-UK-3.0.txt`,
    },
    attribution:
      'Source: Office for National Statistics licensed under the Open Government Licence v.3.0. Contains public sector information licensed under the Open Government Licence v3.0.',
    url: 'https://www.ons.gov.uk/',
  },
  {
    id: 'meertens',
    name: 'Nederlandse Voornamenbank',
    publisher: 'Meertens Instituut (KNAW)',
    uses: ['births'],
    licence: { kind: 'none-stated', name: '© Meertens Instituut, KNAW' },
    attribution: 'Source: Nederlandse Voornamenbank, Meertens Instituut (KNAW)',
    url: 'https://www.meertens.knaw.nl/nvb/',
    openQuestion:
      'No open licence is stated for the Nederlandse Voornamenbank. Check with the Meertens Instituut before distributing popularity.csv and countries.csv (their nl rows) publicly.',
  },
  {
    id: 'istat',
    name: 'Contanomi',
    publisher: 'Istituto Nazionale di Statistica (ISTAT)',
    uses: ['births'],
    licence: {
      kind: 'open',
      name: 'Creative Commons Attribution 3.0 or later',
      spdx: 'CC-BY-3.0',
      url: 'https://creativecommons.org/licenses/by/3.0/',
      text: `${LICENCES}/CC-BY-3.0.txt`,
    },
    attribution:
      'Fonte: Istat — Contanomi; modified (reformatted, years corrected) by the Name Swiper project',
    url: 'https://www.istat.it/it/dati-analisi-e-prodotti/contenuti-interattivi/contanomi',
  },
  {
    id: 'berlin',
    name: 'Liste der häufigen Vornamen (Berlin)',
    publisher:
      'Landesamt für Bürger- und Ordnungsangelegenheiten Berlin (LABO) / BerlinOnline Stadtportal GmbH & Co. KG',
    uses: ['births'],
    licence: {
      kind: 'open',
      name: 'Creative Commons Attribution 3.0 Germany',
      spdx: 'CC-BY-3.0-DE',
      url: 'https://creativecommons.org/licenses/by/3.0/de/',
      text: `${LICENCES}/CC-BY-3.0-DE.txt`,
    },
    attribution:
      'Berliner Landesamt für Bürger- und Ordnungsangelegenheiten (LABO) / BerlinOnline Stadtportal GmbH & Co. KG, https://github.com/berlinonline/haeufige-vornamen-berlin. Changes made: position-1 rows only, districts summed, sex recoded, reformatted (Name Swiper project)',
    url: 'https://github.com/berlinonline/haeufige-vornamen-berlin',
  },
  {
    id: 'ine',
    name: 'Nombres de los recién nacidos',
    publisher: 'Instituto Nacional de Estadística (INE)',
    uses: ['births'],
    licence: {
      kind: 'open',
      name: 'INE legal notice: re-use of the information on its website (Law 37/2007)',
      url: 'https://www.ine.es/dyngs/AYU/en/index.htm?cid=125',
    },
    attribution:
      'Fuente: Instituto Nacional de Estadística (INE), nombres de los recién nacidos 2002–2024; modified (capitalisation, format) by the Name Swiper project',
    url: 'https://www.ine.es/daco/daco42/nombyapel/nombyapel2.htm',
  },
  {
    id: 'nrs',
    name: "Babies' first names (Scotland)",
    publisher: 'National Records of Scotland (NRS)',
    uses: ['births'],
    licence: OGL_UK_3,
    attribution:
      '© Crown copyright. Data supplied by National Records of Scotland; modified (reformatted) by the Name Swiper project',
    url: 'https://www.nrscotland.gov.uk/statistics-and-data/statistics/statistics-by-theme/vital-events/names/babies-first-names',
  },
  {
    id: 'nisra',
    name: 'Baby names (Northern Ireland)',
    publisher: 'Northern Ireland Statistics and Research Agency (NISRA)',
    uses: ['births'],
    licence: OGL_UK_3,
    attribution:
      'Source: NISRA, Baby Names 1997–2020. Contains public sector information licensed under the Open Government Licence v3.0; modified by the Name Swiper project',
    url: 'https://www.nisra.gov.uk/statistics/births-deaths-and-marriages/baby-names',
  },
  {
    id: 'cso',
    name: 'Baby Names of Ireland',
    publisher: 'Central Statistics Office (CSO), Ireland',
    uses: ['births'],
    licence: CC_BY_4,
    attribution:
      'Source: Central Statistics Office, Ireland — Baby Names of Ireland (www.cso.ie), CC BY 4.0; modified (reformatted) by the Name Swiper project',
    url: 'https://www.cso.ie/en/statistics/birthsdeathsandmarriages/babynamesofireland/',
    openQuestion:
      "CSO's own licence page could not be read; CC BY 4.0 is the licence Ireland adopted for public-sector data (data.gov.ie). Check before release.",
  },
  {
    id: 'ssb',
    name: 'First names, table 10467 (Norway)',
    publisher: 'Statistics Norway (SSB)',
    uses: ['births'],
    licence: {
      kind: 'open',
      name: 'Norwegian Licence for Open Government Data (NLOD) 2.0',
      spdx: 'NLOD-2.0',
      url: 'https://data.norge.no/nlod/en/2.0',
    },
    attribution:
      'Source: Statistics Norway (SSB), table 10467, www.ssb.no; modified by the Name Swiper project',
    url: 'https://www.ssb.no/en/statbank/table/10467/',
    openQuestion:
      "SSB's copyright page was read in a stored copy that may since have changed. Check before release.",
  },
  {
    id: 'scb',
    name: 'Newborns, first names (Sweden)',
    publisher: 'Statistics Sweden (SCB)',
    uses: ['births'],
    licence: {
      kind: 'public-domain',
      name: 'CC0 1.0 Universal dedication (SCB open data since 1 July 2021)',
      spdx: 'CC0-1.0',
      url: 'https://creativecommons.org/publicdomain/zero/1.0/',
    },
    attribution:
      'Derived from name statistics of Statistics Sweden (SCB) by the Name Swiper project (SCB asks not to be named as the source of processed data)',
    url: 'https://www.scb.se/en/finding-statistics/sverige-i-siffror/namesearch/',
  },
  {
    id: 'dia-nz',
    name: 'Baby name popularity over time (New Zealand)',
    publisher: 'Te Tari Taiwhenua | Department of Internal Affairs (DIA), Births, Deaths and Marriages',
    uses: ['births'],
    licence: CC_BY_4,
    attribution:
      'Source: Department of Internal Affairs (Births, Deaths and Marriages), Baby name popularity over time, CC BY 4.0; modified by the Name Swiper project',
    url: 'https://catalogue.data.govt.nz/dataset/baby-name-popularity-over-time',
    openQuestion: unreadLicencePage('data.govt.nz', 'CC BY 4.0'),
  },
  {
    id: 'sa-bdm',
    name: 'Popular baby names (South Australia)',
    publisher: 'South Australian Government, Births, Deaths and Marriages',
    uses: ['births'],
    licence: CC_BY_4,
    attribution:
      'Source: South Australian Government, Births, Deaths and Marriages — Popular baby names (data.sa.gov.au); modified by the Name Swiper project',
    url: 'https://data.sa.gov.au/data/dataset/popular-baby-names',
    openQuestion: unreadLicencePage('data.sa.gov.au', 'CC BY 4.0'),
  },
  {
    id: 'nsw-bdm',
    name: 'Popular Baby Names from 1952 (New South Wales)',
    publisher: 'NSW Registry of Births, Deaths and Marriages',
    uses: ['births'],
    licence: CC_BY_4,
    attribution:
      'Source: NSW Registry of Births, Deaths and Marriages — Popular Baby Names from 1952 (data.nsw.gov.au); modified by the Name Swiper project',
    url: 'https://data.nsw.gov.au/data/dataset/popular-baby-names-from-1952',
    openQuestion: unreadLicencePage('data.nsw.gov.au', 'CC BY 4.0'),
  },
  {
    id: 'ontario',
    name: 'Ontario top baby names',
    publisher: 'Government of Ontario (ServiceOntario birth registrations)',
    uses: ['births'],
    licence: {
      kind: 'open',
      name: 'Open Government Licence – Ontario',
      url: 'https://www.ontario.ca/page/open-government-licence-ontario',
    },
    attribution:
      'Contains information licensed under the Open Government Licence – Ontario; modified by the Name Swiper project',
    url: 'https://data.ontario.ca/dataset/ontario-top-baby-names-female',
    openQuestion: unreadLicencePage('data.ontario.ca', 'the Open Government Licence – Ontario'),
  },
  {
    id: 'wien',
    name: 'Vornamen Neugeborene Wien',
    publisher: 'Stadt Wien (City of Vienna)',
    uses: ['births'],
    licence: CC_BY_4,
    attribution: 'Datenquelle: Stadt Wien – data.wien.gv.at; modified by the Name Swiper project',
    url: 'https://www.data.gv.at/katalog/dataset/vornamen-von-neugeborenen-in-wien',
  },
  {
    id: 'koeln',
    name: 'Vornamen (Köln)',
    publisher: 'Stadt Köln',
    uses: ['births'],
    licence: {
      kind: 'open',
      name: 'Creative Commons Attribution 3.0 Germany',
      spdx: 'CC-BY-3.0-DE',
      url: 'https://creativecommons.org/licenses/by/3.0/de/',
      text: `${LICENCES}/CC-BY-3.0-DE.txt`,
    },
    attribution:
      'Stadt Köln, Vornamen (offenedaten-koeln.de), CC BY 3.0 DE; modified (position-1 rows only, reformatted) by the Name Swiper project',
    url: 'https://offenedaten-koeln.de/dataset/vornamen',
    openQuestion: fromRepositoryOnly,
  },
  {
    id: 'leipzig',
    name: 'Vornamensstatistik (Leipzig)',
    publisher: 'Stadt Leipzig, Standesamt',
    uses: ['births'],
    licence: DL_DE_BY_2,
    attribution:
      'Stadt Leipzig, Vornamensstatistik (opendata.leipzig.de), dl-de/by-2-0; modified by the Name Swiper project',
    url: 'https://opendata.leipzig.de/dataset/vornamensstatistik',
    openQuestion: fromRepositoryOnly,
  },
  {
    id: 'muenchen',
    name: 'Vornamen von Neugeborenen (München)',
    publisher: 'Landeshauptstadt München, Statistisches Amt',
    uses: ['births'],
    licence: DL_DE_BY_2,
    attribution:
      'dl-de/by-2-0: Landeshauptstadt München – www.opengov-muenchen.de; modified by the Name Swiper project',
    url: 'https://opendata.muenchen.de/dataset/vornamen-von-neugeborenen',
    openQuestion: `${fromRepositoryOnly} The dataset's own description could not be read either: that its counts are first names is inferred from their totals (SOURCES.md).`,
  },
  {
    id: 'michael-dictionary',
    name: "Jörg Michael's first-name dictionary",
    publisher: 'Jörg Michael (c’t magazine 17/2007), updated 2016 by Matthias Winkelmann',
    uses: ['names', 'gender', 'tags'],
    licence: {
      kind: 'open',
      name: 'GNU Free Documentation License 1.2 or later, no Invariant Sections, no Front-Cover Texts, no Back-Cover Texts',
      spdx: 'GFDL-1.2-no-invariants-or-later',
      url: 'https://www.gnu.org/licenses/old-licenses/fdl-1.2.txt',
      text: `${LICENCES}/GFDL-1.2.txt`,
    },
    attribution:
      'This file is subject to the GNU Free Documentation License. Permission is granted to copy, distribute and/or modify this document under the terms of the GNU Free Documentation License, Version 1.2 or any later version published by the Free Software Foundation; with no Invariant Sections, no Front-Cover Texts, and no Back-Cover Texts. Copyright (c): 2007-2008: Jörg MICHAEL, Adalbert-Stifter-Str. 11, 30655 Hannover, Germany. Updated 2016: Matthias Winkelmann, https://github.com/MatthiasWinkelmann/name-database. Original work at http://www.heise.de/ct/ftp/07/17/182/',
    url: 'https://github.com/MatthiasWinkelmann/firstname-database',
  },
  {
    id: 'wiktionary',
    name: 'English Wiktionary',
    publisher: 'Wiktionary contributors',
    uses: ['origins', 'variants'],
    licence: CC_BY_SA_4,
    attribution:
      'Contains data from English Wiktionary (https://en.wiktionary.org), by Wiktionary contributors, CC BY-SA 4.0, extracted by namor_data (David V. Lu!!), modified by the Name Swiper project',
    url: 'https://en.wiktionary.org',
  },
  {
    id: 'wikipron',
    name: 'WikiPron',
    publisher: 'Wiktionary contributors; extracted by WikiPron (CUNY Computational Linguistics lab)',
    uses: ['pronunciations'],
    licence: { ...CC_BY_SA_4, text: `${LICENCES}/wikipron.txt` },
    attribution:
      'Pronunciations from Wiktionary (https://en.wiktionary.org), by Wiktionary contributors, CC BY-SA 4.0, extracted with WikiPron; selected and reformatted by the Name Swiper project',
    url: 'https://github.com/CUNY-CL/wikipron',
  },
  {
    id: 'namor-data',
    name: 'namor_data',
    publisher: 'David V. Lu!!',
    uses: ['origins', 'variants'],
    licence: {
      kind: 'open',
      name: 'BSD 3-Clause License',
      spdx: 'BSD-3-Clause',
      url: 'https://opensource.org/licenses/BSD-3-Clause',
      text: `${LICENCES}/wiktionary-namor-data.txt`,
    },
    attribution: 'Copyright (c) 2024, David V. Lu!!',
    url: 'https://github.com/DLu/namor_data',
  },
  {
    id: 'nicknames-carltonnorthern',
    name: 'carltonnorthern/nicknames',
    publisher: "Old Dominion University's Web Science and Digital Libraries Research Group",
    uses: ['nicknames'],
    licence: {
      kind: 'open',
      name: 'Apache License 2.0',
      spdx: 'Apache-2.0',
      url: 'https://www.apache.org/licenses/LICENSE-2.0',
      text: `${LICENCES}/nicknames.txt`,
    },
    attribution:
      'Nicknames: carltonnorthern/nicknames (Apache-2.0). Modified by the Name Swiper project: names title-cased, relationship column dropped, merged with onyxrev/common_nickname_csv, reformatted',
    url: 'https://github.com/carltonnorthern/nicknames',
  },
  {
    id: 'nicknames-onyxrev',
    name: 'onyxrev/common_nickname_csv',
    publisher: 'onyxrev',
    uses: ['nicknames'],
    licence: {
      kind: 'public-domain',
      name: '“Released as public domain.”',
      text: `${LICENCES}/nicknames.txt`,
    },
    attribution: 'Nicknames: onyxrev/common_nickname_csv (public domain)',
    url: 'https://github.com/onyxrev/common_nickname_csv',
  },
  {
    id: 'namedays-cz',
    name: 'namedays-cs',
    publisher: 'Roman Ožana',
    uses: ['namedays'],
    licence: { ...MIT, text: `${LICENCES}/namedays.txt` },
    attribution: 'Copyright (c) Roman Ožana <roman@ozana.cz> (https://ozana.cz/)',
    url: 'https://github.com/OzzyCzech/namedays-cs',
  },
  {
    id: 'namedays-hu',
    name: 'nevnap',
    publisher: 'David Uri',
    uses: ['namedays'],
    licence: { ...MIT, text: `${LICENCES}/namedays.txt` },
    attribution: 'Copyright (c) 2021 David Uri',
    url: 'https://github.com/nevadavid/nevnap',
  },
  {
    id: 'namedays-gr',
    name: 'Greek-namedays',
    publisher: 'Alex Styl',
    uses: ['namedays'],
    licence: {
      kind: 'public-domain',
      name: 'The Unlicense',
      spdx: 'Unlicense',
      url: 'https://unlicense.org/',
      text: `${LICENCES}/namedays.txt`,
    },
    attribution: 'Name days: Greek-namedays (Alex Styl, public domain)',
    url: 'https://github.com/alexstyl/Greek-namedays',
  },
];

/** The licence of Name Swiper's own code (docs/decisions.md); the data keeps its sources' licences. */
export const PROJECT_LICENCE = { ...MIT, text: 'LICENSE' } as const;

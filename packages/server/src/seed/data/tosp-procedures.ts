/**
 * Demo data: codes in the style of the Table of Surgical Procedures, prices invented for
 * demonstration; not the official table.
 *
 * Agreed prices are decimal strings with exactly two decimals (money is never a float).
 * An anaesthetist price of '0.00' marks a procedure usually done without an anaesthetist
 * (local anaesthesia or sedation by the proceduralist).
 */

export interface TospProcedure {
  code: string;
  description: string;
  surgeonAgreedPrice: string;
  anaesthetistAgreedPrice: string;
}

export const TOSP_PROCEDURES: ReadonlyArray<TospProcedure> = [
  // Integumentary system and breast
  {
    code: 'SA801B',
    description: 'Breast, lump, excision biopsy',
    surgeonAgreedPrice: '2400.00',
    anaesthetistAgreedPrice: '720.00',
  },
  {
    code: 'SA805B',
    description: 'Breast, mastectomy, simple, with axillary clearance',
    surgeonAgreedPrice: '9000.00',
    anaesthetistAgreedPrice: '3150.00',
  },
  {
    code: 'SA810S',
    description: 'Skin and subcutaneous tissue, lipoma or sebaceous cyst, excision (under 3 cm)',
    surgeonAgreedPrice: '900.00',
    anaesthetistAgreedPrice: '0.00',
  },
  {
    code: 'SA815A',
    description: 'Skin and subcutaneous tissue, abscess, incision and drainage',
    surgeonAgreedPrice: '850.00',
    anaesthetistAgreedPrice: '240.00',
  },
  // Musculoskeletal system
  {
    code: 'SB801K',
    description: 'Knee, total knee replacement',
    surgeonAgreedPrice: '13000.00',
    anaesthetistAgreedPrice: '4550.00',
  },
  {
    code: 'SB802H',
    description: 'Hip, total hip replacement',
    surgeonAgreedPrice: '14000.00',
    anaesthetistAgreedPrice: '4900.00',
  },
  {
    code: 'SB805K',
    description: 'Knee, arthroscopic meniscectomy',
    surgeonAgreedPrice: '5500.00',
    anaesthetistAgreedPrice: '1760.00',
  },
  {
    code: 'SB806K',
    description: 'Knee, anterior cruciate ligament reconstruction, arthroscopic',
    surgeonAgreedPrice: '9500.00',
    anaesthetistAgreedPrice: '3140.00',
  },
  {
    code: 'SB810F',
    description: 'Femur, neck of femur fracture, hemiarthroplasty',
    surgeonAgreedPrice: '9000.00',
    anaesthetistAgreedPrice: '3150.00',
  },
  {
    code: 'SB812R',
    description: 'Radius, distal fracture, open reduction and internal fixation',
    surgeonAgreedPrice: '5000.00',
    anaesthetistAgreedPrice: '1600.00',
  },
  {
    code: 'SB815S',
    description: 'Shoulder, rotator cuff repair, arthroscopic',
    surgeonAgreedPrice: '9000.00',
    anaesthetistAgreedPrice: '2970.00',
  },
  {
    code: 'SB820H',
    description: 'Hand, carpal tunnel release',
    surgeonAgreedPrice: '1800.00',
    anaesthetistAgreedPrice: '490.00',
  },
  {
    code: 'SB821H',
    description: 'Hand, trigger finger release',
    surgeonAgreedPrice: '1200.00',
    anaesthetistAgreedPrice: '320.00',
  },
  {
    code: 'SB825S',
    description: 'Spine, lumbar microdiscectomy, one level',
    surgeonAgreedPrice: '11000.00',
    anaesthetistAgreedPrice: '3850.00',
  },
  {
    code: 'SB826S',
    description: 'Spine, posterior lumbar decompression and instrumented fusion, one level',
    surgeonAgreedPrice: '20000.00',
    anaesthetistAgreedPrice: '7600.00',
  },
  {
    code: 'SB830R',
    description: 'Bone, removal of internal fixation implant',
    surgeonAgreedPrice: '2200.00',
    anaesthetistAgreedPrice: '620.00',
  },
  // Respiratory system
  {
    code: 'SC801L',
    description: 'Lung, lobectomy, video-assisted thoracoscopic',
    surgeonAgreedPrice: '18000.00',
    anaesthetistAgreedPrice: '6660.00',
  },
  // Cardiovascular system
  {
    code: 'SD801C',
    description: 'Coronary artery, angioplasty with stent insertion, single vessel',
    surgeonAgreedPrice: '9000.00',
    anaesthetistAgreedPrice: '0.00',
  },
  {
    code: 'SD805C',
    description: 'Heart, coronary artery bypass graft, three or more grafts',
    surgeonAgreedPrice: '25000.00',
    anaesthetistAgreedPrice: '10000.00',
  },
  {
    code: 'SD810V',
    description: 'Varicose veins, endovenous laser ablation, unilateral',
    surgeonAgreedPrice: '4500.00',
    anaesthetistAgreedPrice: '1260.00',
  },
  {
    code: 'SD815P',
    description: 'Heart, permanent pacemaker insertion, dual chamber',
    surgeonAgreedPrice: '6000.00',
    anaesthetistAgreedPrice: '0.00',
  },
  // Digestive system
  {
    code: 'SF801H',
    description: 'Appendix, appendicectomy, laparoscopic',
    surgeonAgreedPrice: '3800.00',
    anaesthetistAgreedPrice: '1220.00',
  },
  {
    code: 'SF802H',
    description: 'Appendix, appendicectomy, open',
    surgeonAgreedPrice: '3200.00',
    anaesthetistAgreedPrice: '960.00',
  },
  {
    code: 'SF806G',
    description: 'Gallbladder, laparoscopic cholecystectomy',
    surgeonAgreedPrice: '5200.00',
    anaesthetistAgreedPrice: '1720.00',
  },
  {
    code: 'SF807G',
    description: 'Gallbladder, cholecystectomy, open',
    surgeonAgreedPrice: '5800.00',
    anaesthetistAgreedPrice: '1910.00',
  },
  {
    code: 'SF812I',
    description: 'Inguinal hernia repair, laparoscopic, unilateral',
    surgeonAgreedPrice: '4200.00',
    anaesthetistAgreedPrice: '1260.00',
  },
  {
    code: 'SF813I',
    description: 'Inguinal hernia repair, open, unilateral',
    surgeonAgreedPrice: '3300.00',
    anaesthetistAgreedPrice: '920.00',
  },
  {
    code: 'SF815U',
    description: 'Umbilical hernia repair, open',
    surgeonAgreedPrice: '2600.00',
    anaesthetistAgreedPrice: '730.00',
  },
  {
    code: 'SF820C',
    description: 'Colonoscopy, diagnostic',
    surgeonAgreedPrice: '950.00',
    anaesthetistAgreedPrice: '0.00',
  },
  {
    code: 'SF821C',
    description: 'Colonoscopy, with polypectomy',
    surgeonAgreedPrice: '1500.00',
    anaesthetistAgreedPrice: '0.00',
  },
  {
    code: 'SF825O',
    description: 'Oesophagogastroduodenoscopy, diagnostic',
    surgeonAgreedPrice: '800.00',
    anaesthetistAgreedPrice: '0.00',
  },
  {
    code: 'SF826O',
    description: 'Oesophagogastroduodenoscopy, with biopsy',
    surgeonAgreedPrice: '900.00',
    anaesthetistAgreedPrice: '0.00',
  },
  {
    code: 'SF830R',
    description: 'Rectum, anterior resection, laparoscopic',
    surgeonAgreedPrice: '16000.00',
    anaesthetistAgreedPrice: '5600.00',
  },
  {
    code: 'SF831C',
    description: 'Colon, right hemicolectomy, laparoscopic',
    surgeonAgreedPrice: '15000.00',
    anaesthetistAgreedPrice: '5250.00',
  },
  {
    code: 'SF835A',
    description: 'Anus, haemorrhoidectomy, stapled',
    surgeonAgreedPrice: '3500.00',
    anaesthetistAgreedPrice: '1050.00',
  },
  {
    code: 'SF836A',
    description: 'Anus, fistula-in-ano, fistulotomy',
    surgeonAgreedPrice: '2400.00',
    anaesthetistAgreedPrice: '720.00',
  },
  {
    code: 'SF840E',
    description: 'Bile duct, ERCP with sphincterotomy and stone extraction',
    surgeonAgreedPrice: '3600.00',
    anaesthetistAgreedPrice: '900.00',
  },
  {
    code: 'SF845S',
    description: 'Stomach, sleeve gastrectomy, laparoscopic',
    surgeonAgreedPrice: '18000.00',
    anaesthetistAgreedPrice: '6300.00',
  },
  {
    code: 'SF850L',
    description: 'Liver, hepatectomy, major (three or more segments)',
    surgeonAgreedPrice: '24000.00',
    anaesthetistAgreedPrice: '9120.00',
  },
  // Urinary system
  {
    code: 'SG801U',
    description: 'Ureter, ureteroscopy with laser lithotripsy',
    surgeonAgreedPrice: '5000.00',
    anaesthetistAgreedPrice: '1500.00',
  },
  {
    code: 'SG805K',
    description: 'Kidney, extracorporeal shock wave lithotripsy',
    surgeonAgreedPrice: '2800.00',
    anaesthetistAgreedPrice: '0.00',
  },
  {
    code: 'SG810B',
    description: 'Bladder, cystoscopy, diagnostic',
    surgeonAgreedPrice: '800.00',
    anaesthetistAgreedPrice: '0.00',
  },
  {
    code: 'SG812B',
    description: 'Bladder, transurethral resection of bladder tumour',
    surgeonAgreedPrice: '4500.00',
    anaesthetistAgreedPrice: '1350.00',
  },
  // Male genital system
  {
    code: 'SH801P',
    description: 'Prostate, transurethral resection of prostate',
    surgeonAgreedPrice: '5500.00',
    anaesthetistAgreedPrice: '1760.00',
  },
  {
    code: 'SH805T',
    description: 'Testis, hydrocele, excision',
    surgeonAgreedPrice: '2200.00',
    anaesthetistAgreedPrice: '620.00',
  },
  {
    code: 'SH810P',
    description: 'Prepuce, circumcision',
    surgeonAgreedPrice: '1000.00',
    anaesthetistAgreedPrice: '300.00',
  },
  // Female genital system and obstetrics
  {
    code: 'SI801U',
    description: 'Uterus, total hysterectomy, laparoscopic',
    surgeonAgreedPrice: '9500.00',
    anaesthetistAgreedPrice: '3330.00',
  },
  {
    code: 'SI805U',
    description: 'Uterus, hysteroscopy with dilatation and curettage',
    surgeonAgreedPrice: '1500.00',
    anaesthetistAgreedPrice: '450.00',
  },
  {
    code: 'SI810O',
    description: 'Ovary, cystectomy, laparoscopic',
    surgeonAgreedPrice: '6000.00',
    anaesthetistAgreedPrice: '1980.00',
  },
  {
    code: 'SI815C',
    description: 'Uterus, lower segment caesarean section',
    surgeonAgreedPrice: '4500.00',
    anaesthetistAgreedPrice: '1490.00',
  },
  {
    code: 'SI820F',
    description: 'Fallopian tube, salpingectomy for ectopic pregnancy, laparoscopic',
    surgeonAgreedPrice: '5000.00',
    anaesthetistAgreedPrice: '1650.00',
  },
  // Endocrine system
  {
    code: 'SJ801T',
    description: 'Thyroid, total thyroidectomy',
    surgeonAgreedPrice: '7500.00',
    anaesthetistAgreedPrice: '2480.00',
  },
  // Nervous system
  {
    code: 'SK801B',
    description: 'Brain, craniotomy for evacuation of intracranial haematoma',
    surgeonAgreedPrice: '16000.00',
    anaesthetistAgreedPrice: '6080.00',
  },
  // Eye
  {
    code: 'SL801L',
    description: 'Lens, cataract extraction with intraocular lens implant',
    surgeonAgreedPrice: '2800.00',
    anaesthetistAgreedPrice: '700.00',
  },
  {
    code: 'SL805R',
    description: 'Retina, pars plana vitrectomy with endolaser',
    surgeonAgreedPrice: '6500.00',
    anaesthetistAgreedPrice: '1820.00',
  },
  {
    code: 'SL810P',
    description: 'Pterygium, excision with conjunctival autograft',
    surgeonAgreedPrice: '1800.00',
    anaesthetistAgreedPrice: '450.00',
  },
  {
    code: 'SL815G',
    description: 'Glaucoma, trabeculectomy',
    surgeonAgreedPrice: '4500.00',
    anaesthetistAgreedPrice: '1260.00',
  },
  {
    code: 'SL820E',
    description: 'Eyelid, ptosis correction',
    surgeonAgreedPrice: '2500.00',
    anaesthetistAgreedPrice: '700.00',
  },
  {
    code: 'SL825I',
    description: 'Eye, intravitreal injection',
    surgeonAgreedPrice: '900.00',
    anaesthetistAgreedPrice: '0.00',
  },
  // Ear, nose and throat
  {
    code: 'SM801T',
    description: 'Tonsils, tonsillectomy with or without adenoidectomy',
    surgeonAgreedPrice: '2600.00',
    anaesthetistAgreedPrice: '830.00',
  },
  {
    code: 'SM805S',
    description: 'Nasal sinuses, functional endoscopic sinus surgery, bilateral',
    surgeonAgreedPrice: '6000.00',
    anaesthetistAgreedPrice: '1980.00',
  },
  {
    code: 'SM810N',
    description: 'Nasal septum, septoplasty',
    surgeonAgreedPrice: '3500.00',
    anaesthetistAgreedPrice: '1050.00',
  },
  {
    code: 'SM815E',
    description: 'Ear, myringotomy with grommet insertion',
    surgeonAgreedPrice: '1200.00',
    anaesthetistAgreedPrice: '360.00',
  },
  {
    code: 'SM820E',
    description: 'Ear, tympanoplasty',
    surgeonAgreedPrice: '5500.00',
    anaesthetistAgreedPrice: '1760.00',
  },
];

/**
 * Folder names as long as a member may type them (50 characters at most), in each script the
 * portal's members write: one with nowhere to break a line, and Japanese and Chinese sentences.
 */
export const LONG_FOLDER_NAMES = [
  'Accountant_correspondence_FY2025_FY2026_final_copy',
  '2025年度・2026年度の確定申告で税理士の山田先生とやり取りした書類一式と領収書・明細書の控え',
  '公司注册及年度报税往来文件（会计师事务所寄来的全部正本与副本、银行对账单和收据）',
  '公司註冊及年度報稅往來文件（會計師事務所寄來的全部正本與副本、銀行對帳單和收據）',
] as const;

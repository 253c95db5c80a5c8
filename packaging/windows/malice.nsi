; The Windows installer (NSIS 3): installs Malice for this account, without administrator
; rights, under %LOCALAPPDATA%\Programs\Malice, with a Start menu entry (the icon is in the exe)
; and an entry in Settings > Apps whose uninstaller keeps the saves (%APPDATA%\Malice).
; Built by scripts/package-windows.sh, which passes:
;   /DVERSION=0.1.0  /DSTAGE=<folder holding malice.exe and the text files>  /DOUTFILE=<setup.exe>
; Silent use: setup.exe /S installs, "%LOCALAPPDATA%\Programs\Malice\uninstall.exe" /S removes.

; A 64-bit installer for a 64-bit program (it also runs under a 64-bit-only Wine).
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user

!define APP_ID "io.github.malice_tarot.malice"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"
!define APP_PATHS_KEY "Software\Microsoft\Windows\CurrentVersion\App Paths\malice.exe"

Name "Malice"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Malice"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "Malice ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "Malice"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "Malice ${VERSION} setup"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "LegalCopyright" "2026 The Malice developers (MIT licence)"

!include "MUI2.nsh"
!define MUI_ICON "${STAGE}\malice.ico"
!define MUI_UNICON "${STAGE}\malice.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\malice.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Start Malice now"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${STAGE}\LICENSE.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

; Everything the zip holds, the same files.
Section "Malice"
  SetOutPath "$INSTDIR"
  File "${STAGE}\malice.exe"
  File "${STAGE}\README.txt"
  File "${STAGE}\LICENSE.txt"
  File "${STAGE}\CREDITS.txt"
  File "${STAGE}\THIRD-PARTY-LICENSES.txt"
  SetOutPath "$INSTDIR\completions"
  File "${STAGE}\completions\malice.ps1"
  SetOutPath "$INSTDIR"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\Malice.lnk" "$INSTDIR\malice.exe" "" "$INSTDIR\malice.exe" 0 \
    SW_SHOWNORMAL "" "Play the Malice solo tarot RPG and four abstract board games"

  ; Win+R "malice" and `start malice` find it.
  WriteRegStr HKCU "${APP_PATHS_KEY}" "" "$INSTDIR\malice.exe"
  ; Settings > Apps (Add or remove programs).
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "Malice"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\malice.exe,0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "The Malice developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" ${SIZE_KB}
SectionEnd

; Removes what the installer put in place and nothing else: the saves in %APPDATA%\Malice
; (and a data folder chosen in the app's Settings) stay.
Section "Uninstall"
  Delete "$INSTDIR\malice.exe"
  Delete "$INSTDIR\README.txt"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\CREDITS.txt"
  Delete "$INSTDIR\THIRD-PARTY-LICENSES.txt"
  Delete "$INSTDIR\completions\malice.ps1"
  RMDir "$INSTDIR\completions"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\Malice.lnk"
  DeleteRegKey HKCU "${APP_PATHS_KEY}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
